import { sql } from 'drizzle-orm';
import {
  boolean,
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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Money is whole cents (DESIGN "Money and prices"). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    priceCents: integer('price_cents').notNull(),
    discountPriceCents: integer('discount_price_cents'),
    category: text('category').notNull(),
    stock: integer('stock').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    promoCode: text('promo_code'),
    promoDiscount: integer('promo_discount'),
    kokoInstallment: boolean('koko_installment').notNull().default(false),
    kokoInstallmentCount: integer('koko_installment_count'),
    kokoInstallmentPriceCents: integer('koko_installment_price_cents'),
    featured: boolean('featured').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'products_promo_percent',
      sql`${t.promoDiscount} IS NULL OR ${t.promoDiscount} BETWEEN 1 AND 99`,
    ),
    index('products_category_idx').on(t.category),
  ],
);

/** Product images, kept in the database so that every instance serves the same files. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
