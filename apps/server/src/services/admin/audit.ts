import { getTableColumns } from 'drizzle-orm';
import type { CursorPageQuery } from '@avstore/core';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema';
import { cappedCount, cursorAt, cursorClauses, cursorPage } from './cursor-page';

/** The back office's changes, newest first, a page from a cursor. */
export async function listAudit(db: Db, q: CursorPageQuery) {
  const page = cursorClauses(auditLog, q);
  const [rows, count] = await Promise.all([
    db
      .select({ ...getTableColumns(auditLog), cursorAt: cursorAt(auditLog.createdAt) })
      .from(auditLog)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit),
    cappedCount(db, auditLog),
  ]);
  const { rows: shown, next, prev } = cursorPage(rows, q);
  return {
    items: shown.map((r) => ({
      id: r.id,
      actorEmail: r.actorEmail,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
    ...count,
    next,
    prev,
  };
}
