import { AUTH_MESSAGES } from '@avstore/core';
import { AppError } from '../../errors';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The ~49,000 most common passwords, lower-case, from zxcvbn-ts's maintained list (built from
 * leaked password sets), read once on first use and kept. Server-side only: the list stays out
 * of the web app.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** Whether a password is one guessing tries first; capitals do not make it another one. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/**
 * Refuses a common password wherever one is chosen (sign-up, reset), never at sign-in: an
 * account made before the list keeps its password (issue #23).
 */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password))
    throw new AppError('invalid', AUTH_MESSAGES.passwordCommon, 'password_common');
}
