import { ne } from 'drizzle-orm';
import { AUTH_MESSAGES, type User } from '@avstore/core';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseCommonPassword } from './common-passwords';
import { looksLikeStaff } from './lookalike';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { endSession, openSession, userOfSession } from './sessions';
import type { Tokens } from './tokens';
import { findUserByEmail, toUser } from './users';

export interface AccountServiceDeps {
  db: Db;
  tokens: Tokens;
  /** How long a sign-in lasts (JWT_TTL). */
  sessionTtlMs: number;
}

/** Sign-up, sign-in, sign-out, and who a token belongs to (docs/product.md §13). */
export function accountService({ db, tokens, sessionTtlMs }: AccountServiceDeps) {
  return {
    /** `email` is core's one form of it (EmailSchema). */
    async register(email: string, password: string): Promise<User> {
      const staff = await db
        .select({ email: users.email })
        .from(users)
        .where(ne(users.role, 'customer'));
      if (
        looksLikeStaff(
          email,
          staff.map((s) => s.email),
        )
      )
        throw new AppError('invalid', AUTH_MESSAGES.emailLookalike, 'email_lookalike');
      await refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      try {
        const [row] = await db.insert(users).values({ email, passwordHash }).returning();
        return toUser(row!);
      } catch (error) {
        // The unique index on the e-mail refuses a taken address, also under a race.
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
      const sessionId = await openSession(db, row.id, sessionTtlMs);
      return { token: await tokens.sign(row, row.tokenVersion, sessionId), user: toUser(row) };
    },

    /**
     * The user a sign-in token belongs to, with its sign-in; undefined when it is expired, forged,
     * malformed, signed out, or issued before the user's last new password.
     */
    async userOfToken(token: string): Promise<{ user: User; sessionId: string } | undefined> {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const row = await userOfSession(db, claims.userId, claims.sessionId);
      if (!row || row.tokenVersion !== claims.version) return undefined;
      return { user: toUser(row), sessionId: claims.sessionId };
    },

    /** Ends a sign-in on the server: its token is refused from now on. */
    logout: (sessionId: string) => endSession(db, sessionId),
  };
}

export type AccountService = ReturnType<typeof accountService>;
