import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PictureFormat, SpecRow, WarrantyGiver } from '@avstore/core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A product's picture as stored: the back office's choice, with the upload's size and colour. */
export interface StoredPicture {
  id: string;
  alt: string;
  width?: number;
  height?: number;
  color?: string;
}

/**
 * Money is whole cents (docs/product.md §10) in bigint columns: 32 bits end at
 * Rs 21,474,836.47; JavaScript numbers hold the cents exactly up to 2^53.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /**
     * The product page's address (core's productPath), made by the database from the brand and
     * name on every insert and rename (trigger products_slug, migration 0013): whatever is sent
     * is replaced. Every slug a product has had stays in product_slugs.
     */
    slug: text('slug')
      .notNull()
      .unique()
      .$defaultFn(() => ''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    discountPriceCents: bigint('discount_price_cents', { mode: 'number' }),
    category: text('category').notNull(),
    brand: text('brand').notNull().default(''),
    stock: integer('stock').notNull(),
    /** In shop order; the size and colour are the upload's, copied here as an upload never changes. */
    pictures: jsonb('pictures').$type<StoredPicture[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    promoCode: text('promo_code'),
    promoDiscount: integer('promo_discount'),
    kokoInstallment: boolean('koko_installment').notNull().default(false),
    kokoInstallmentCount: integer('koko_installment_count'),
    kokoInstallmentPriceCents: bigint('koko_installment_price_cents', { mode: 'number' }),
    featured: boolean('featured').notNull().default(false),
    /** The maker's model or part number; empty when not known. */
    sku: text('sku').notNull().default(''),
    /** The product page's specifications table, in the order kept. */
    specs: jsonb('specs').$type<SpecRow[]>().notNull().default([]),
    /** Both null (no warranty stated) or both set. */
    warrantyMonths: integer('warranty_months'),
    warrantyBy: text('warranty_by').$type<WarrantyGiver>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The price a shopper pays today: core's currentPriceCents, for sorting and price filters. */
    salePriceCents: bigint('sale_price_cents', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN discount_price_cents > 0 THEN discount_price_cents ELSE price_cents END`,
      ),
    /** What the suggestions' full-text search reads (docs/product.md §5, suggestions). */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', name || ' ' || brand || ' ' || category || ' ' || description)`,
      ),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'products_promo_percent',
      sql`${t.promoDiscount} IS NULL OR ${t.promoDiscount} BETWEEN 1 AND 99`,
    ),
    check(
      'products_warranty_complete',
      sql`(${t.warrantyMonths} IS NULL) = (${t.warrantyBy} IS NULL)`,
    ),
    check('products_warranty_months', sql`${t.warrantyMonths} BETWEEN 1 AND 120`),
    check('products_warranty_by', sql`${t.warrantyBy} IN ('brand', 'shop')`),
    index('products_category_name_idx')
      .on(t.category, t.name)
      .where(sql`${t.archivedAt} IS NULL`),
    // The Shop's search: a name contains the query (docs/product.md §5), by trigram.
    index('products_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`${t.archivedAt} IS NULL`),
    // Suggestions: a name with spaces and dashes left out holds the query ('sm 58' for SM58), and
    // the names nearest the query by word likeness (GiST serves ORDER BY distance LIMIT n).
    index('products_joined_name_trgm_idx')
      .using('gin', sql`translate(lower(${t.name}), ' -/.', '') gin_trgm_ops`)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_name_trgm_gist_idx')
      .using('gist', sql`lower(${t.name}) gist_trgm_ops`)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_search_document_idx').using('gin', t.searchDocument),
    // A brand's products by name: the Shop's brand filter reads its first page straight off.
    index('products_brand_name_idx')
      .on(t.brand, t.name)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_sale_price_idx')
      .on(t.salePriceCents)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_created_idx')
      .on(t.createdAt)
      .where(sql`${t.archivedAt} IS NULL`),
  ],
);

/**
 * Every slug a product has had, its current one included, so that an old address still finds it
 * (and redirects). Written only by the products_slug trigger; the product_id reference is checked
 * at commit (DEFERRABLE INITIALLY DEFERRED in migration 0013, which Drizzle cannot say), as the
 * trigger records a new product's slug before the product's row exists.
 */
export const productSlugs = pgTable(
  'product_slugs',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slugs_product_idx').on(t.productId)],
);

/**
 * Product pictures, kept in the database so that every instance serves the same files. `bytes`
 * is the source the variants are made from: an upload turned upright and stripped of its metadata,
 * or a demo drawing (SVG). `processedAt` is null until then (uploads made before pictures were
 * processed, and the demo's drawings until their size and colour are read).
 */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  color: text('color'),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A picture at one width in one format, made once, at upload or at its first request. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    format: text('format').$type<PictureFormat>().notNull(),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'customer' | 'admin'>().notNull().default('customer'),
    /** Carried in every token; a password reset raises it, so earlier tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(1),
    /** When the shopper opened a link mailed to the address: until then it gets no other mail. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The e-mail is kept in core's one form (normaliseEmail), compared byte for byte: the same
    // answer under any collation, so every store moves to any PostgreSQL.
    uniqueIndex('users_email_idx').on(t.email),
    check('users_role', sql`${t.role} IN ('customer', 'admin')`),
  ],
);

/**
 * A sign-in: its id rides in the token, so signing out (or a new password) ends it on the
 * server, not only in the browser.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Single-use links that confirm an account's address: only a hash of the token is kept. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/** Single-use reset links: only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
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

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status')
      .$type<'pending' | 'confirmed' | 'delivered' | 'cancelled'>()
      .notNull()
      .default('pending'),
    deliveryMethod: text('delivery_method').$type<'delivery' | 'pickup'>().notNull(),
    paymentMethod: text('payment_method').$type<'card' | 'koko' | 'cash'>().notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_delivery_charge_not_negative', sql`${t.deliveryChargeCents} >= 0`),
    check('orders_status', sql`${t.status} IN ('pending', 'confirmed', 'delivered', 'cancelled')`),
    check('orders_delivery_method', sql`${t.deliveryMethod} IN ('delivery', 'pickup')`),
    check('orders_payment_method', sql`${t.paymentMethod} IN ('card', 'koko', 'cash')`),
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
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
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
      .$type<'initiated' | 'succeeded' | 'failed' | 'refund_due'>()
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
      sql`${t.status} IN ('initiated', 'succeeded', 'failed', 'refund_due')`,
    ),
    check('payments_provider', sql`${t.provider} IN ('card', 'koko')`),
    index('payments_order_idx').on(t.orderId),
    // The dashboard's refunds due: a handful among every payment ever made.
    index('payments_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'refund_due'`),
  ],
);

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

/**
 * The shop's delivery charge to each district it has set (docs/product.md §11 "Delivery charge");
 * a district with no row pays nothing. Names are core's DISTRICTS, checked by the service.
 */
export const deliveryCharges = pgTable(
  'delivery_charges',
  {
    district: text('district').primaryKey(),
    chargeCents: bigint('charge_cents', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_charges_not_negative', sql`${t.chargeCents} >= 0`)],
);

/** The shop's delivery settings: one row (id 1) once saved; no row or no threshold, no free delivery. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Orders whose goods after promos reach this pay no delivery charge; null: never free. */
    freeThresholdCents: bigint('free_threshold_cents', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_one_row', sql`${t.id} = 1`),
    check('delivery_settings_threshold_positive', sql`${t.freeThresholdCents} > 0`),
  ],
);

/**
 * A shopper's last delivery details, kept with the account to fill the next checkout (never in
 * the browser's storage). Written when an order is placed and by PUT /api/auth/delivery-details.
 */
export const deliveryDetails = pgTable(
  'delivery_details',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    district: text('district'),
    deliveryMethod: text('delivery_method').$type<'delivery' | 'pickup'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_details_delivery_method', sql`${t.deliveryMethod} IN ('delivery', 'pickup')`),
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

/** Who changed what in the back office, when, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
