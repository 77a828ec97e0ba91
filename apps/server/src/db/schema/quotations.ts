import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@avstore/core';
import { users } from './accounts';
import { products } from './catalogue';

/**
 * A quotation (issue #28): a signed-in buyer's cart turned into a request for the shop's prices,
 * for an organisation (a school, a church, a hotel) that buys through a committee. The shop edits
 * its lines and prices and sends it with a validity date; the buyer accepts it and orders at those
 * prices, or asks for changes. Its prices never touch the catalogue's.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status')
      .$type<'requested' | 'sent' | 'changes_requested' | 'accepted' | 'ordered' | 'withdrawn'>()
      .notNull()
      .default('requested'),
    organisation: text('organisation').notNull(),
    /** The language it was asked for in (issue #30): its mails and PDF are in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    vatNumber: text('vat_number'),
    purchaseOrderRef: text('purchase_order_ref'),
    /** The buyer's words: with the request, or with a request for changes. */
    buyerNote: text('buyer_note').notNull().default(''),
    /** The shop's words to the buyer, sent with the quotation. */
    shopNote: text('shop_note').notNull().default(''),
    /** Until when the shop holds its prices; set when it is sent. Past it, it cannot be accepted. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Counts the shop's saves: an edit made on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'quotations_status',
      sql`${t.status} IN ('requested', 'sent', 'changes_requested', 'accepted', 'ordered', 'withdrawn')`,
    ),
    check('quotations_language', sql`${t.language} IN ('en', 'si', 'ta')`),
    index('quotations_user_created_idx').on(t.userId, t.createdAt),
    index('quotations_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A line of a quotation: a product of the catalogue at the quoted price, or a line of the shop's
 * own (installation, delivery to site, training) with no product.
 */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('quotation_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('quotation_lines_price_not_negative', sql`${t.unitPriceCents} >= 0`),
    index('quotation_lines_quotation_idx').on(t.quotationId, t.position),
  ],
);
