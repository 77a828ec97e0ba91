import { eq, inArray } from 'drizzle-orm';
import { normaliseEmail, type User } from '@avstore/core';
import type { Db, DbOrTx } from '../../db/database';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    emailConfirmed: row.emailConfirmedAt !== null,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The addresses of the accounts `ids`, one row each (the back office's orders, quotations). */
export function accountEmails(db: DbOrTx, ids: readonly string[]) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
