import { eq, sql } from 'drizzle-orm';
import { EmailSchema, PasswordSchema } from '@avstore/core';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { endAllSessions } from './sessions';
import { findUserByEmail } from './users';

/**
 * Makes `email` an admin with this password: a new account, or an existing one promoted. A
 * common password is refused, as at sign-up (issue #23), with words for the one who runs
 * `admin:create` or sets ADMIN_PASSWORD.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'promoted'> {
  const address = EmailSchema.parse(email);
  const chosen = PasswordSchema.parse(password);
  if (await isCommonPassword(chosen))
    throw new Error(
      'The admin password is too common: it is on the list of the most common passwords, which guessing tries first. Please choose another one, such as a passphrase of several words.',
    );
  const passwordHash = await hashPassword(chosen);
  const existing = await findUserByEmail(db, address);
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    await endAllSessions(db, existing.id);
    return 'promoted';
  }
  await db
    .insert(users)
    .values({ email: address, passwordHash, role: 'admin', emailConfirmedAt: sql`now()` });
  return 'created';
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return row !== undefined;
}
