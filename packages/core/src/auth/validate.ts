import { AUTH_MESSAGES, EMAIL_PATTERN } from './messages';

/** Sign-in and sign-up checks in docs/product.md §5's order: both fields, then the e-mail's shape. */
export function credentialsError(email: string, password: string): string | undefined {
  if (email.trim() === '' || password === '') return AUTH_MESSAGES.fillAllFields;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return undefined;
}

/** The reset screen's checks (docs/product.md §5). */
export function resetEmailError(email: string): string | undefined {
  if (email.trim() === '') return AUTH_MESSAGES.enterEmail;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return undefined;
}
