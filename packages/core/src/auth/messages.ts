/** Texts of docs/product.md §5 and §8 for the sign-in, sign-up and reset screens. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  enterEmail: 'Please enter your email address',
  passwordLength: 'Password must be 8 to 128 characters',
  /** A password among the most common ones, which guessing tries first (issue #23). */
  passwordCommon: 'This password is too common. Please choose another one.',
  loginFallback: 'Something went wrong. Please try again.',
  signupFallback: 'Something went wrong',
  wrongCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  noAccount: 'No account found with this email address',
  resetInvalidEmail: 'Invalid email address',
  tooManyRequests: 'Too many requests. Please try again later',
  resetFallback: 'Failed to send reset email. Please try again',
  resetLinkInvalid:
    'This reset link is invalid, expired or already used. Please ask for a new one.',
  passwordsDiffer: 'The passwords do not match',
  confirmLinkInvalid:
    'This confirmation link is invalid, expired or already used. Please ask for a new one.',
  emailConfirmed: 'Your email address is confirmed. Thank you!',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  emailLookalike:
    "This email address looks like one of the shop's own. Please use another address.",
  signedOut: 'You are signed out.',
} as const;

/** After a confirmation link is mailed (docs/product.md §13 "Confirming the address"). */
export const confirmationSentMessage = (email: string) =>
  `We sent a link to ${email}. Open it to confirm your email address.`;

/** docs/product.md §5's "simple {email} pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** docs/product.md §8: how the reset screen words a failure, from the server's message. */
export function resetErrorMessage(serverMessage: string | undefined): string {
  const text = serverMessage ?? '';
  if (/user-not-found|not found/i.test(text)) return AUTH_MESSAGES.noAccount;
  if (/invalid-email|invalid email/i.test(text)) return AUTH_MESSAGES.resetInvalidEmail;
  if (/too-many-requests|too many requests/i.test(text)) return AUTH_MESSAGES.tooManyRequests;
  return text || AUTH_MESSAGES.resetFallback;
}
