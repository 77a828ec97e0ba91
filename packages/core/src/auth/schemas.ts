import { z } from '../zod';
import { text } from '../text';
import { AUTH_MESSAGES, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export const EmailSchema = text({ message: AUTH_MESSAGES.fillAllFields })
  .trim()
  .min(1, { message: AUTH_MESSAGES.fillAllFields })
  .max(254, { message: AUTH_MESSAGES.invalidEmail })
  .regex(EMAIL_PATTERN, { message: AUTH_MESSAGES.invalidEmail });

export const PasswordSchema = text({ message: AUTH_MESSAGES.fillAllFields })
  .min(PASSWORD_MIN, { message: AUTH_MESSAGES.passwordLength })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordLength });

export const RoleSchema = z.enum(['customer', 'admin']);

export const UserSchema = z.object({ id: z.uuid(), email: z.string(), role: RoleSchema });
export type User = z.infer<typeof UserSchema>;

export const RegisterRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export const RegisterResponseSchema = z.object({ user: UserSchema });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** Login checks only presence and shape: a wrong password of any length is just wrong. */
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: text({ message: AUTH_MESSAGES.fillAllFields })
    .min(1, { message: AUTH_MESSAGES.fillAllFields })
    .max(PASSWORD_MAX, { message: AUTH_MESSAGES.wrongCredentials }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export const LoginResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ResetRequestSchema = z.object({
  email: text({ message: AUTH_MESSAGES.enterEmail })
    .trim()
    .min(1, { message: AUTH_MESSAGES.enterEmail })
    .max(254, { message: AUTH_MESSAGES.invalidEmail })
    .regex(EMAIL_PATTERN, { message: AUTH_MESSAGES.invalidEmail }),
});
export type ResetRequest = z.input<typeof ResetRequestSchema>;
export const ResetResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  resetLink: z.string().optional(),
});
export type ResetResponse = z.infer<typeof ResetResponseSchema>;

export const ResetConfirmRequestSchema = z.object({
  token: text()
    .min(1, { message: AUTH_MESSAGES.resetLinkInvalid })
    .max(200, { message: AUTH_MESSAGES.resetLinkInvalid }),
  password: PasswordSchema,
});
export type ResetConfirmRequest = z.input<typeof ResetConfirmRequestSchema>;
export const ResetConfirmResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ResetConfirmResponse = z.infer<typeof ResetConfirmResponseSchema>;
