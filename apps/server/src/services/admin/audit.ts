import { desc, sql } from 'drizzle-orm';
import type { User } from '@avstore/core';
import type { Db, DbOrTx } from '../../db/database';
import { auditLog } from '../../db/schema';

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

/** The back office's changes, newest first. */
export async function listAudit(db: Db, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actorEmail: r.actorEmail,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}
