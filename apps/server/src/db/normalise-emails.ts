import { and, eq, ne, sql } from 'drizzle-orm';
import { normaliseEmail } from '@avstore/core';
import type { Logger } from '../logger';
import type { Db } from './database';
import { users } from './schema';

/**
 * Brings every stored e-mail to core's one form. Migration 0017 lower-cased the ASCII letters;
 * the few addresses with other letters are done here, where core's rule can run. An address whose
 * one form another account already has is left as it is and named in the log, for the operator.
 */
export async function normaliseStoredEmails(db: Db, log: Pick<Logger, 'warn'>): Promise<void> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.email} ~ '[^\\x20-\\x7e]'`);
  for (const row of rows) {
    const email = normaliseEmail(row.email);
    if (email === row.email) continue;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, row.id)));
    if (taken) {
      log.warn({ userId: row.id }, 'an account e-mail has the same one form as another account');
      continue;
    }
    await db.update(users).set({ email }).where(eq(users.id, row.id));
  }
}
