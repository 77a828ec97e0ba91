import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

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
    /** A bank transfer's row is made when the shop verifies its slip (issue #28). */
    provider: text('provider').$type<'card' | 'koko' | 'bank_transfer'>().notNull(),
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
    check('payments_provider', sql`${t.provider} IN ('card', 'koko', 'bank_transfer')`),
    index('payments_order_idx').on(t.orderId),
    // The dashboard's refunds due: a handful among every payment ever made.
    index('payments_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'refund_due'`),
  ],
);

/**
 * A bank transfer's payment slip as the shopper uploaded it (issue #28): the shop verifies it,
 * which pays the order, or rejects it with a reason, and the shopper may upload another. Private:
 * only the order's owner and the shop's staff read it.
 */
export const paymentSlips = pgTable(
  'payment_slips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status')
      .$type<'waiting' | 'verified' | 'rejected'>()
      .notNull()
      .default('waiting'),
    /** What the shopper's file was called, for the shop's eyes only; never a path. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type')
      .$type<'image/jpeg' | 'image/png' | 'application/pdf'>()
      .notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Why the shop rejected it, in words the shopper reads; empty otherwise. */
    reason: text('reason').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_slips_status', sql`${t.status} IN ('waiting', 'verified', 'rejected')`),
    check(
      'payment_slips_content_type',
      sql`${t.contentType} IN ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
    index('payment_slips_order_idx').on(t.orderId, t.createdAt),
    // The back office's queue of slips to check: a handful among every slip ever sent.
    index('payment_slips_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/** A slip's bytes, apart so that listing slips never reads them. */
export const paymentSlipFiles = pgTable('payment_slip_files', {
  slipId: uuid('slip_id')
    .primaryKey()
    .references(() => paymentSlips.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

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
