import { AUTH_MESSAGES, type User } from '@avstore/core';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { Tokens } from './tokens';
import { findUserByEmail, findUserById, isUniqueViolation, toUser } from './users';

export interface AccountServiceDeps {
  db: Db;
  tokens: Tokens;
}

/** Sign-up, sign-in, and who a token belongs to (docs/product.md §13). */
export function accountService({ db, tokens }: AccountServiceDeps) {
  return {
    async register(email: string, password: string): Promise<User> {
      const passwordHash = await hashPassword(password);
      try {
        const [row] = await db.insert(users).values({ email, passwordHash }).returning();
        return toUser(row!);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('conflict', AUTH_MESSAGES.emailTaken, 'email_taken');
        throw error;
      }
    },

    async login(email: string, password: string): Promise<{ token: string; user: User }> {
      const row = await findUserByEmail(db, email);
      // The same work and the same answer whether or not the e-mail exists.
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
      if (!row || !ok)
        throw new AppError('unauthorized', AUTH_MESSAGES.wrongCredentials, 'wrong_credentials');
      return { token: await tokens.sign(row, row.tokenVersion), user: toUser(row) };
    },

    /**
     * The user a sign-in token belongs to; undefined when it is expired, forged, malformed, or
     * issued before the user's last password reset.
     */
    async userOfToken(token: string): Promise<User | undefined> {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const row = await findUserById(db, claims.userId);
      if (!row || row.tokenVersion !== claims.version) return undefined;
      return toUser(row);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
