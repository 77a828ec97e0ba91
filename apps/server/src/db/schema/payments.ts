import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * One row per payment attempt; its id is the transaction_ref and the provider's order
 * reference, so a retry never reuses an id (docs/product.md §12).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<'card' | 'koko'>().notNull(),
    status: text('status')
      .$type<'initiated' | 'succeeded' | 'failed' | 'refund_due' | 'refunded'>()
      .notNull()
      .default('initiated'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('LKR'),
    sessionId: text('session_id'),
    /** The card gateway's success indicator: kept here, never sent to the browser. */
    successIndicator: text('success_indicator'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /**
     * When the shopper switched the order to another way of paying: an attempt opened before then
     * never confirms the order; a payment it still brings is kept for a refund.
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payments_status',
      sql`${t.status} IN ('initiated', 'succeeded', 'failed', 'refund_due', 'refunded')`,
    ),
    check('payments_provider', sql`${t.provider} IN ('card', 'koko')`),
    index('payments_order_idx').on(t.orderId),
    // The dashboard's refunds due: a handful among every payment ever made.
    index('payments_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'refund_due'`),
  ],
);

/** The card sandbox's own records: what a real gateway would keep on its side. */
export const sandboxCardSessions = pgTable('sandbox_card_sessions', {
  id: text('id').primaryKey(),
  merchant: text('merchant').notNull(),
  orderReference: text('order_reference').notNull(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull().default(''),
  returnUrl: text('return_url').notNull(),
  successIndicator: text('success_indicator').notNull(),
  outcome: text('outcome').$type<'open' | 'approved' | 'declined'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The KOKO sandbox's own records. */
export const sandboxKokoOrders = pgTable('sandbox_koko_orders', {
  trnId: text('trn_id').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull().unique(),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  outcome: text('outcome').$type<'open' | 'SUCCESS' | 'CANCELLED'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
