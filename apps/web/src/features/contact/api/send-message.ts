import type { ContactRequest, PublicConfig } from '@avstore/core';
import { api } from '../../../lib/api-client';

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';

/** EmailJS rejections (docs/product.md §8), in words a shopper can act on. */
const EMAILJS_REJECTIONS: Record<number, string> = {
  451: 'Messages cannot be sent from an automated browser.',
  403: 'Sending messages from this browser is blocked.',
  429: 'Too many messages at once. Please wait a moment and try again.',
};

/**
 * Sends a contact message: to our API by default, or straight to EmailJS from the browser
 * when the shop has configured its keys (docs/product.md §14).
 */
export async function sendMessage(
  message: ContactRequest,
  config: PublicConfig | undefined,
): Promise<void> {
  if (!config?.emailjs) {
    await api('/contact', { method: 'POST', body: message, auth: false });
    return;
  }
  if (navigator.webdriver) throw new Error(EMAILJS_REJECTIONS[451]);
  let response: Response;
  try {
    response = await fetch(EMAILJS_SEND, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: config.emailjs.serviceId,
        template_id: config.emailjs.templateId,
        user_id: config.emailjs.publicKey,
        template_params: {
          from_name: message.name,
          from_email: message.email,
          message: message.message,
          to_email: config.shopEmail,
        },
      }),
    });
  } catch {
    throw new Error('Network error. Please check your connection.');
  }
  if (!response.ok)
    throw new Error(
      EMAILJS_REJECTIONS[response.status] ??
        ((await response.text()) || `Error ${response.status}`),
    );
}
