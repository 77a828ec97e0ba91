import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { ContactMessage, CursorPageQuery, User } from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { cappedCount, cursorAt, cursorClauses, cursorPage } from './cursor-page';

type Row = typeof contactMessages.$inferSelect;

const toMessage = (r: Row): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  read: r.readAt !== null,
  mailed: r.mailedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** The contact form's messages, newest first, a page from a cursor. */
export async function listMessages(db: Db, q: CursorPageQuery) {
  const page = cursorClauses(contactMessages, q);
  const [rows, count] = await Promise.all([
    db
      .select({
        ...getTableColumns(contactMessages),
        cursorAt: cursorAt(contactMessages.createdAt),
      })
      .from(contactMessages)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit),
    cappedCount(db, contactMessages),
  ]);
  const { rows: shown, next, prev } = cursorPage(rows, q);
  return { items: shown.map(toMessage), ...count, next, prev };
}

/** Marks a message read (keeping when it was first read) or unread, and records who did. */
export async function markMessage(
  db: Db,
  actor: User,
  id: string,
  read: boolean,
): Promise<ContactMessage> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound('Message not found');
    await recordAudit(tx, {
      actor,
      action: read ? 'message.read' : 'message.unread',
      entity: 'message',
      entityId: row.id,
    });
    return toMessage(row);
  });
}
