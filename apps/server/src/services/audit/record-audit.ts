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

/** Rows written per statement when many changes are recorded at once (an import's products). */
const ROWS_PER_INSERT = 500;

const toRow = (entry: AuditEntry) => ({
  actorId: entry.actor.id,
  actorEmail: entry.actor.email,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Records a back-office change inside the transaction that makes it. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, [entry]);
}

/** Records many changes at once, a few hundred to a statement. */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT)
    await tx.insert(auditLog).values(entries.slice(i, i + ROWS_PER_INSERT).map(toRow));
}
