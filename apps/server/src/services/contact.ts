import { eq, sql } from 'drizzle-orm';
import type { ContactRequestSchema } from '@avstore/core';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from './mail/mailer';
import { contactMail } from './mail/templates';
import type { CurrentShop } from './order-documents/shop';

export interface ContactServiceDeps {
  db: Db;
  mailer: Mailer;
  shop: CurrentShop;
}

/** Messages to the shop (docs/product.md §14). */
export function contactService({ db, mailer, shop }: ContactServiceDeps) {
  return {
    /**
     * Stores the message first so nothing is lost, then mails it to the shop; a failed mail is
     * logged (on `log`, the request's) and the message stays stored. Gives the message's id.
     */
    async receive(message: z.output<typeof ContactRequestSchema>, log: Logger): Promise<string> {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      const id = row!.id;
      try {
        await mailer.send(contactMail(await shop(), message));
        await db
          .update(contactMessages)
          .set({ mailedAt: sql`now()` })
          .where(eq(contactMessages.id, id));
      } catch (error) {
        log.error(
          { err: error, contactMessage: id },
          'mailing a contact message failed; it is stored',
        );
      }
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
