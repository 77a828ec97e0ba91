import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, pathInLanguage, type Language } from '@avstore/core';
import type { Config } from '../../config';
import { transaction, type Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { Mailer } from '../mail/mailer';
import type { MailKick } from '../mail/outbox';
import type { CurrentShop } from '../order-documents/shop';
import { resetMail } from '../mail/templates';
import { refuseCommonPassword } from './common-passwords';
import { markEmailConfirmed } from './email-confirmation';
import { digest, newLinkToken } from './link-tokens';
import { hashPassword } from './passwords';
import { endAllSessions } from './sessions';
import { findUserByEmail } from './users';

const LIFETIME_MS = 60 * 60 * 1000;

/** A single-use reset token of 256 random bits; only its hash is stored (docs/product.md §13 "Password reset"). */
export async function createResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newLinkToken();
  await db.insert(passwordResets).values({
    userId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  return token;
}

/**
 * Sets a new password with a reset token, once: the token is spent, every other open token of
 * the user too, and every sign-in of the user ended. The link came to the account's address, so
 * opening it confirms that address. A common password is refused before the token is spent.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  await refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  return transaction(db, async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) return false;
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId));
    await endAllSessions(tx, spent.userId);
    await markEmailConfirmed(tx, spent.userId);
    return true;
  });
}

export interface ResetRequestDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'loopbackOnly' | 'MAIL_TRANSPORT'>;
  clock: Clock;
  log: Pick<Logger, 'error'>;
  shop: CurrentShop;
}

export interface ResetAnswer {
  success: true;
  message: string;
  resetLink?: string;
}

const GENERIC = 'If an account exists for this email, a reset link has been sent to it.';

/**
 * Answers a reset request. Only the development outbox on a loopback-only store answers with the
 * link (and 404 for an unknown e-mail), so the spec's flow works offline; never for staff.
 * Anywhere else the answer is the same for every e-mail and the work happens after it, so its
 * timing cannot tell whether an account exists (docs/decisions/004-safe-defaults.md).
 */
export async function requestPasswordReset(
  deps: ResetRequestDeps,
  email: string,
  language: Language,
): Promise<ResetAnswer> {
  const { db, config } = deps;
  if (!(config.loopbackOnly && config.MAIL_TRANSPORT === 'outbox')) {
    setImmediate(() => {
      mailResetLink(deps, email, language).catch((error: unknown) =>
        deps.log.error({ err: error }, 'sending a password reset mail failed'),
      );
    });
    return { success: true, message: GENERIC };
  }
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('not_found', 'User not found', 'user_not_found');
  const link = await mailResetLink(deps, email, language);
  return user.role === 'customer' && link
    ? { success: true, message: 'Reset link generated.', resetLink: link }
    : { success: true, message: GENERIC };
}

/**
 * Mails a fresh link to the account of `email`, if there is one, in `language` and to the page in
 * it (issue #30), and gives the link.
 */
async function mailResetLink(
  deps: ResetRequestDeps,
  email: string,
  language: Language,
): Promise<string | undefined> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return undefined;
  const token = await createResetToken(deps.db, user.id, deps.clock());
  const page = pathInLanguage(language, '/resetPassword/confirm');
  const link = `${deps.config.publicUrl}${page}#token=${token}`;
  await deps.mailer.send(resetMail(await deps.shop(), user.email, link, language));
  return link;
}

/** Asking for a reset link, and setting a new password with one. */
export function passwordResetService(
  deps: Omit<ResetRequestDeps, 'log'> & {
    /** Wakes the mail sender: a reset confirms the address, and its held mail may go. */
    mailKick: MailKick;
  },
) {
  return {
    /** `log` is the request's, as the mail goes out after the answer. */
    request: (email: string, language: Language, log: ResetRequestDeps['log']) =>
      requestPasswordReset({ ...deps, log }, email, language),

    async confirm(token: string, password: string): Promise<void> {
      if (!(await resetPassword(deps.db, token, password)))
        throw new AppError('invalid', AUTH_MESSAGES.resetLinkInvalid, 'reset_link_invalid');
      deps.mailKick();
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
