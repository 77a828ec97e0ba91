import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { authSessions, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** Opens a sign-in lasting `ttlMs`; clears the user's ended and expired ones on the way. */
export async function openSession(db: DbOrTx, userId: string, ttlMs: number): Promise<string> {
  await db
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        or(sql`${authSessions.endedAt} IS NOT NULL`, lt(authSessions.expiresAt, sql`now()`)),
      ),
    );
  const [row] = await db
    .insert(authSessions)
    .values({ userId, expiresAt: new Date(Date.now() + ttlMs) })
    .returning({ id: authSessions.id });
  return row!.id;
}

/**
 * The statement every signed-in request runs, built once per database handle and prepared by
 * PostgreSQL once per connection (a named statement): drizzle built it anew for each request, and
 * PostgreSQL parsed and planned it anew (issue #29).
 */
function sessionUserQuery(db: Db) {
  return db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.endedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('user_of_session');
}

const sessionUserQueries = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

/** The user of a sign-in still open; undefined once it ended, expired or never was. */
export async function userOfSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<UserRow | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row?.user;
}

/** Ends one sign-in (signing out). */
export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));
}

/** Ends every sign-in of a user: a new password, by reset or by the owner, signs out everywhere. */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt)));
}
