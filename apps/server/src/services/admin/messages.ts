import { desc, eq, sql } from 'drizzle-orm';
import type { ContactMessage, User } from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from './audit';

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

/** The contact form's messages, newest first. */
export async function listMessages(db: Db, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  return { items: rows.map(toMessage), total: count?.n ?? 0 };
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
