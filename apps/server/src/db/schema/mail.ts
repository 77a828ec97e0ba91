import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Mail to send, written in the same transaction as the change it tells of, so a mail server that
 * is down never loses a mail nor an order (docs/architecture.md#mail). A row says what to tell
 * (`kind`, `params`) and the message is rendered when it is sent; `key` makes a mail once only.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'order_confirmation:<order id>', 'refund_due:<payment id>': the same mail is recorded once. */
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** 'skipped': no longer true when it could go (a confirmation held until the order was cancelled). */
    status: text('status')
      .$type<'pending' | 'sent' | 'failed' | 'skipped'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next take it: now for a new mail, later after a failure or a claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} IN ('pending', 'sent', 'failed', 'skipped')`),
    // The sender's claim reads only the pending mail, soonest first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_order_idx').on(t.orderId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, paged by (created_at, id) so a page never reads the rows before it.
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    // The dashboard's unread count reads only the unread.
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
