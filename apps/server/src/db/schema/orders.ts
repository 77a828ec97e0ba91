import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Language } from '@avstore/core';
import { users } from './accounts';
import { products } from './catalogue';
import { quotations } from './quotations';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status')
      .$type<
        'pending' | 'confirmed' | 'dispatched' | 'ready_for_collection' | 'delivered' | 'cancelled'
      >()
      .notNull()
      .default('pending'),
    deliveryMethod: text('delivery_method').$type<'delivery' | 'pickup'>().notNull(),
    paymentMethod: text('payment_method')
      .$type<'card' | 'koko' | 'cash' | 'bank_transfer'>()
      .notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    /** One of core's DISTRICTS for a delivery in Sri Lanka; null for pickup, abroad and older orders. */
    district: text('district'),
    /** What the delivery cost, as the server computed it (core's deliveryChargeCents); in total_cents. */
    deliveryChargeCents: bigint('delivery_charge_cents', { mode: 'number' }).notNull().default(0),
    /** The address an order of an unconfirmed account came from: what such accounts hold by address. */
    placedFrom: text('placed_from'),
    /** Who carries a dispatched delivery and how to follow it (issue #27); set on dispatch. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** When each step of fulfilment was reached; null until then (and for orders before #27). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The organisation buying, and its VAT registration number when it has one (issue #28): the
     * tax invoice names them. Null for a private buyer.
     */
    buyerOrganisation: text('buyer_organisation'),
    buyerVatNumber: text('buyer_vat_number'),
    /**
     * The quotation this order was placed from (issue #28): its prices are the quoted ones, and it
     * is exempt from the holding limits, since the shop approved it. One order per quotation.
     */
    quotationId: uuid('quotation_id').references((): AnyPgColumn => quotations.id),
    /** The language the order was placed in (issue #30): its mails and documents are in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** The shop's own note on the order: never shown to the shopper. */
    internalNote: text('internal_note').notNull().default(''),
    /**
     * The phone's last nine digits, however it was written ('071 555 1234', '+94715551234'):
     * the back office finds an order by any form of the number.
     */
    phoneKey: text('phone_key')
      .notNull()
      .generatedAlwaysAs(sql`right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_delivery_charge_not_negative', sql`${t.deliveryChargeCents} >= 0`),
    check(
      'orders_status',
      sql`${t.status} IN ('pending', 'confirmed', 'dispatched', 'ready_for_collection', 'delivered', 'cancelled')`,
    ),
    check('orders_delivery_method', sql`${t.deliveryMethod} IN ('delivery', 'pickup')`),
    check('orders_language', sql`${t.language} IN ('en', 'si', 'ta')`),
    check(
      'orders_payment_method',
      sql`${t.paymentMethod} IN ('card', 'koko', 'cash', 'bank_transfer')`,
    ),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
    // Every list of orders is newest first and paged by (created_at, id): a user's history,
    // the back office's by status, and all of them. The last one carries status and total so
    // the dashboard's sums over a day or a month read the index alone.
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id, t.status, t.totalCents),
    // The back office's search: a whole e-mail address by equality; a name or e-mail containing
    // the words by trigram (pg_trgm), which on a whole address would read long posting lists.
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    // The back office's search by phone and by district, newest first.
    index('orders_phone_key_idx').on(t.phoneKey, t.createdAt),
    index('orders_district_created_idx').on(t.district, t.createdAt),
    uniqueIndex('orders_quotation_idx')
      .on(t.quotationId)
      .where(sql`${t.quotationId} IS NOT NULL`),
    // The unpaid-order cap counts a user's pending orders on every order: at most a handful,
    // however many orders the user has placed over the years.
    index('orders_user_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('orders_placed_from_pending_idx')
      .on(t.placedFrom)
      .where(sql`${t.status} = 'pending' AND ${t.placedFrom} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** None on a line of the shop's own (installation, transport) quoted to a trade buyer. */
    productId: uuid('product_id').references(() => products.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    originalPriceCents: bigint('original_price_cents', { mode: 'number' }).notNull(),
    image: text('image'),
    promoCode: text('promo_code'),
    promoDiscount: integer('promo_discount'),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/** A promo is used once per product per user (docs/product.md §5); a cancelled order frees its uses. */
export const promoUses = pgTable(
  'promo_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promoCode: text('promo_code').notNull(),
    discount: integer('discount').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_uses_user_product_idx').on(t.userId, t.productId),
    index('promo_uses_order_idx').on(t.orderId),
  ],
);

/**
 * A refund the shop made for an order (issue #27): whole or part, by the way it was sent back.
 * Recording one settles the order's payments due for a refund.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: text('method').$type<'card' | 'koko' | 'bank_transfer' | 'cash'>().notNull(),
    /** The gateway's or the bank's reference for the refund; empty when there is none. */
    reference: text('reference').notNull().default(''),
    /** The day the money was sent back, in Sri Lanka (YYYY-MM-DD). */
    refundedOn: text('refunded_on').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedByEmail: text('recorded_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('order_refunds_method', sql`${t.method} IN ('card', 'koko', 'bank_transfer', 'cash')`),
    index('order_refunds_order_idx').on(t.orderId),
  ],
);

/**
 * A tax document the shop issued (issue #28): a tax invoice for an order, or a credit note for a
 * refund of one. Each kind is numbered from the shop's own sequence with no gaps (the serial is
 * taken from document_counters in the transaction that issues it), and keeps what it said when
 * issued: the supplier's and the buyer's details and the VAT, whatever changes afterwards.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    serial: integer('serial').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund a credit note is for; null for an invoice. */
    refundId: uuid('refund_id').references(() => orderRefunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day the goods were supplied, in Sri Lanka (YYYY-MM-DD). */
    suppliedOn: text('supplied_on').notNull(),
    /** The VAT rate in hundredths of a percent (18% is 1800). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The supplier and the buyer as the document names them (name, address, VAT number). */
    supplier: jsonb('supplier').notNull(),
    buyer: jsonb('buyer').notNull(),
  },
  (t) => [
    check('tax_documents_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('tax_documents_refund', sql`(${t.kind} = 'credit_note') = (${t.refundId} IS NOT NULL)`),
    uniqueIndex('tax_documents_serial_idx').on(t.kind, t.serial),
    // One invoice per order, one credit note per refund.
    uniqueIndex('tax_documents_invoice_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_idx')
      .on(t.refundId)
      .where(sql`${t.refundId} IS NOT NULL`),
  ],
);

/** The last serial issued of each kind of tax document: the row is locked to take the next. */
export const documentCounters = pgTable('document_counters', {
  kind: text('kind').primaryKey(),
  lastSerial: integer('last_serial').notNull().default(0),
});
