import { z } from '../zod';
import { text } from '../text';
import { EmailSchema, PasswordSchema, UserSchema } from './schemas';

/** What the owner may do that staff may not, and what both may: docs/product.md §15 "Staff". */
export type BackOfficeAccess = 'staff' | 'owner';

/** The one product field staff may change (docs/product.md §15 "Staff"): stock, on a version. */
export const STAFF_PRODUCT_FIELDS = ['stock', 'version'] as const;

/** How long a staff invitation's link stays open. */
export const STAFF_INVITATION_DAYS = 7;

export const STAFF_MESSAGES = {
  ownerOnly: "Only the shop's owner may do this.",
  stockOnly: 'Staff may change only the stock of a product.',
  invitationInvalid: 'This invitation link is invalid, used, revoked or expired.',
  invitationOtherAccount: 'This invitation is for another e-mail address. Sign in as {email}.',
  invitationSignIn: 'An account with this e-mail exists: sign in to accept the invitation.',
  ownerCannotBeStaff: "The shop's owner cannot become staff.",
  alreadyStaff: 'This person is staff already.',
  notStaff: 'Staff member not found',
  invitationNotFound: 'Invitation not found',
} as const;

export const StaffInviteRequestSchema = z.object({ email: EmailSchema });
export type StaffInviteRequest = z.infer<typeof StaffInviteRequestSchema>;

export const StaffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  invitedByEmail: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  since: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListSchema = z.object({
  staff: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

const InvitationToken = text()
  .min(1, { message: STAFF_MESSAGES.invitationInvalid })
  .max(200, { message: STAFF_MESSAGES.invitationInvalid });

/** The mailed link's token, to read the invitation it opens. */
export const StaffInvitationLookupSchema = z.object({ token: InvitationToken });

/** What the acceptance page shows: whose the invitation is, and whether to sign in or sign up. */
export const StaffInvitationViewSchema = z.object({
  email: z.string(),
  accountExists: z.boolean(),
  expiresAt: z.string(),
});
export type StaffInvitationView = z.infer<typeof StaffInvitationViewSchema>;

/**
 * Accepting: a new person sends a password (the account is made); an existing shopper sends the
 * token alone, signed in as the invited address.
 */
export const StaffAcceptRequestSchema = z.object({
  token: InvitationToken,
  password: PasswordSchema.optional(),
});
export type StaffAcceptRequest = z.infer<typeof StaffAcceptRequestSchema>;

export const StaffAcceptResponseSchema = z.object({
  user: UserSchema,
  message: z.string(),
});

/** Whether a role may open the back office at all. */
export const isBackOffice = (role: string | undefined) => role === 'admin' || role === 'staff';

/** Whether a role may use a back-office route declared with `access`. */
export const mayUse = (role: string | undefined, access: BackOfficeAccess) =>
  role === 'admin' || (access === 'staff' && role === 'staff');
