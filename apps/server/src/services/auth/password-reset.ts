import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { transaction, type Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema';
import { hashPassword } from './passwords';

const LIFETIME_MS = 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use reset token of 256 random bits; only its hash is stored (DESIGN "Password reset"). */
export async function createResetToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + LIFETIME_MS),
  });
  return token;
}

/**
 * Sets a new password with a reset token, once: the token is spent, every other open token of
 * the user too, and the token version is raised so earlier sign-ins stop working.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
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
    return true;
  });
}
