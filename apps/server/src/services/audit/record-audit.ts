import type { User } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
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

/** Records many changes at once, a few hundred to a statement (an import's products). */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(auditLog).values(
      entries.slice(i, i + 500).map((entry) => ({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      })),
    );
  }
}
