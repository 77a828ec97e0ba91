import { getTableColumns } from 'drizzle-orm';
import type { CursorPageQuery, User } from '@avstore/core';
import type { Db, DbOrTx } from '../../db/database';
import { auditLog } from '../../db/schema';
import { cappedCount, cursorAt, cursorClauses, cursorPage } from './cursor-page';

export interface AuditEntry {
  actor: User;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Records a back-office change inside the transaction that makes it. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

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
