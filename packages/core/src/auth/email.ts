import { text } from '../text';
import { AUTH_MESSAGES, EMAIL_PATTERN } from './messages';

/**
 * The one form of an e-mail address that the store limits, looks up and stores (issue #23):
 * trimmed, NFKC-normalised (fullwidth and other compatibility letters become plain ones) and
 * lower-cased without regard to any locale. The database compares these bytes as they are, so an
 * embedded store and an ordinary PostgreSQL (whatever its collation) agree on who is who.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().normalize('NFKC').trim().toLowerCase();
}

/** Characters that print as nothing, or steer the text: an address holding one is refused. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/u;

/** Dots only between letters: none first or last in either part, never two together. */
const DOTS_IN_PLACE = /^[^.@](?:[^@]*[^.@])?@[^.@]+(?:\.[^.@]+)+$/;

/** Whether an already normalised address is one the store accepts: the spec's pattern, and more. */
export function isAcceptedEmail(email: string): boolean {
  return (
    EMAIL_PATTERN.test(email) &&
    DOTS_IN_PLACE.test(email) &&
    !email.includes('..') &&
    !INVISIBLE.test(email)
  );
}

/** An e-mail field, normalised before any check, with the message for an empty one. */
export function emailField(emptyMessage: string) {
  return text({ message: emptyMessage })
    .trim()
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .min(1, { message: emptyMessage })
    .max(254, { message: AUTH_MESSAGES.invalidEmail })
    .refine(isAcceptedEmail, { message: AUTH_MESSAGES.invalidEmail });
}
