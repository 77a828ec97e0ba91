import { z } from '../zod';
import { text } from '../text';
import { EMAIL_PATTERN } from '../auth/messages';

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  messageRequired: 'Please enter a message',
  tooLong: 'This is too long',
  success: "Message sent successfully! We'll get back to you soon.",
  failure: 'There was an error sending your message. Please try again.',
} as const;

/** A message to the shop (docs/product.md §3, §5): all three fields required, the e-mail well formed. */
export const ContactRequestSchema = z.object({
  name: text()
    .trim()
    .min(1, { message: CONTACT_MESSAGES.nameRequired })
    .max(100, { message: CONTACT_MESSAGES.tooLong }),
  email: text()
    .trim()
    .min(1, { message: CONTACT_MESSAGES.emailRequired })
    .max(254, { message: CONTACT_MESSAGES.tooLong })
    .regex(EMAIL_PATTERN, { message: CONTACT_MESSAGES.invalidEmail }),
  message: text()
    .trim()
    .min(1, { message: CONTACT_MESSAGES.messageRequired })
    .max(5000, { message: CONTACT_MESSAGES.tooLong }),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
export const ContactResponseSchema = z.object({ id: z.uuid() });
