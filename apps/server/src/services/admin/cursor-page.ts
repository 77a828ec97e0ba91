import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP, LIST_MESSAGES, type CursorPageQuery } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors';

/**
 * Newest-first lists page from a row, by (created_at, id), instead of skipping rows with OFFSET:
 * page 5,000 costs what page 1 does (docs/performance.md "Orders at a million").
 */
interface Key {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/** created_at as text to the microsecond: a JavaScript Date would round it to the millisecond. */
export const cursorAt = (createdAt: AnyPgColumn) =>
  sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}_${id}`).toString('base64url');
}

/** The row a cursor names; anything else is refused before it reaches the database. */
function decodeCursor(text: string): { at: string; id: string } {
  const [at = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('_');
  const date = new Date(at);
  // The round trip refuses dates that do not exist (February 30th), which PostgreSQL would fail on.
  const real =
    AT.test(at) && date.getTime() >= 0 && date.toISOString().slice(0, 23) === at.slice(0, 23);
  if (!real || !UUID.test(id) || rest.length) {
    throw new AppError('invalid', LIST_MESSAGES.cursor, 'invalid');
  }
  return { at, id };
}

/** The condition, order and limit (one more row than shown: is there more?) of a page. */
export function cursorClauses(key: Key, q: CursorPageQuery) {
  const from = q.after ?? q.before;
  const cursor = from === undefined ? undefined : decodeCursor(from);
  const newer = q.before !== undefined;
  const where: SQL | undefined = cursor
    ? sql`(${key.createdAt}, ${key.id}) ${newer ? sql`>` : sql`<`} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return {
    where,
    orderBy: newer ? [asc(key.createdAt), asc(key.id)] : [desc(key.createdAt), desc(key.id)],
    limit: q.pageSize + 1,
  };
}

/** The rows to show, newest first, and the cursors of the pages after and before them. */
export function cursorPage<R extends { id: string; cursorAt: string }>(
  rows: R[],
  q: CursorPageQuery,
) {
  const more = rows.length > q.pageSize;
  const shown = rows.slice(0, q.pageSize);
  const newer = q.before !== undefined;
  if (newer) shown.reverse();
  const first = shown[0];
  const last = shown.at(-1);
  // Paging back from a row, that row and what lies past it are still there; and the other way.
  const older = newer || more;
  const younger = newer ? more : q.after !== undefined;
  return {
    rows: shown,
    next: last && older ? encodeCursor(last.cursorAt, last.id) : null,
    prev: first && younger ? encodeCursor(first.cursorAt, first.id) : null,
  };
}

/**
 * Counts the matching rows up to `cap`, reading at most one more: exact for a short list,
 * '10,000+' for a long one, never a count over a million rows.
 */
export async function cappedCount(db: DbOrTx, table: PgTable, where?: SQL, cap = COUNT_CAP) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), totalIsCapped: n > cap };
}
