import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  confirmationSentMessage,
  pathInLanguage,
  type Language,
} from '@avstore/core';
import type { Config } from '../../config';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { emailConfirmations, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { Mailer } from '../mail/mailer';
import { releaseHeldMail, type MailKick } from '../mail/outbox';
import { confirmMail } from '../mail/templates';
import type { CurrentShop } from '../order-documents/shop';
import { digest, newLinkToken } from './link-tokens';
import { findUserById } from './users';

const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Links one account may ask for again in a RATE_LIMIT_WINDOW, beside the one of its sign-up. */
export const RESENDS_PER_WINDOW = 3;

/**
 * Marks the user's address confirmed (once; the first time stays) inside the caller's work, and
 * makes the mail held for it due now.
 */
export async function markEmailConfirmed(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId));
  await releaseHeldMail(db, userId);
}

export interface ConfirmationDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'loopbackOnly' | 'MAIL_TRANSPORT'>;
  clock: Clock;
  shop: CurrentShop;
  /** Wakes the mail sender: order mails held for the address go once it is confirmed. */
  mailKick: MailKick;
}

/**
 * Confirming that an account's address is its owner's (issue #23): until then the shop mails it
 * nothing but this link and reset links, so a stranger's address typed at sign-up gets no order
 * mail. Opening either link confirms it (docs/decisions/018-what-a-free-account-holds.md).
 */
export function emailConfirmationService(deps: ConfirmationDeps) {
  const { db, config } = deps;

  /** Mails a fresh link to the user's address in `language`, to the page in it, and gives it. */
  async function mailLink(userId: string, email: string, language: Language): Promise<string> {
    const token = newLinkToken();
    await db.insert(emailConfirmations).values({
      userId,
      tokenHash: digest(token),
      expiresAt: new Date(deps.clock().getTime() + LIFETIME_MS),
    });
    const link = `${config.publicUrl}${pathInLanguage(language, '/confirm-email')}#token=${token}`;
    await deps.mailer.send(confirmMail(await deps.shop(), email, link, language));
    return link;
  }

  /** The development outbox on a loopback-only store gives the link in the answer, as resets do. */
  const linkInAnswer = () => config.loopbackOnly && config.MAIL_TRANSPORT === 'outbox';

  return {
    /**
     * Sends the link to a new account, in the language of the page it signed up on. Where the
     * link is not given in the answer, the mail goes after it, so a slow mail server never holds
     * up a sign-up.
     */
    async welcome(
      user: { id: string; email: string },
      language: Language,
      log: Pick<Logger, 'error'>,
    ): Promise<string | undefined> {
      if (linkInAnswer()) return mailLink(user.id, user.email, language);
      setImmediate(() => {
        mailLink(user.id, user.email, language).catch((error: unknown) =>
          log.error({ err: error }, 'sending an address confirmation mail failed'),
        );
      });
      return undefined;
    },

    /** Another link for a signed-in shopper whose address is not confirmed yet, in `language`. */
    async resend(
      userId: string,
      language: Language,
    ): Promise<{ success: true; message: string; confirmLink?: string }> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      if (user.emailConfirmedAt)
        return { success: true, message: AUTH_MESSAGES.emailAlreadyConfirmed };
      const link = await mailLink(user.id, user.email, language);
      return {
        success: true,
        message: confirmationSentMessage(user.email),
        ...(linkInAnswer() ? { confirmLink: link } : {}),
      };
    },

    /** Spends a link's token and confirms its account's address. */
    async confirm(token: string): Promise<void> {
      const confirmed = await transaction(db, async (tx) => {
        const [spent] = await tx
          .update(emailConfirmations)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailConfirmations.tokenHash, digest(token)),
              isNull(emailConfirmations.usedAt),
              gt(emailConfirmations.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: emailConfirmations.userId });
        if (!spent) return false;
        await markEmailConfirmed(tx, spent.userId);
        return true;
      });
      if (!confirmed)
        throw new AppError('invalid', AUTH_MESSAGES.confirmLinkInvalid, 'confirm_link_invalid');
      deps.mailKick();
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof emailConfirmationService>;
