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
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AttributeValues,
  PictureFormat,
  ProductTranslations,
  SpecRow,
  WarrantyGiver,
} from '@avstore/core';

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
    featured: boolean('featured').notNull().default(false),
    /** The maker's model or part number; empty when not known. */
    sku: text('sku').notNull().default(''),
    /** The product page's specifications table, in the order kept. */
    specs: jsonb('specs').$type<SpecRow[]>().notNull().default([]),
    /**
     * The typed specifications of its category (core's CATEGORY_ATTRIBUTES), by key: a number in
     * the attribute's unit, or the options that apply. Filtered and sorted by the Shop.
     */
    attributes: jsonb('attributes').$type<AttributeValues>().notNull().default({}),
    /** The description and specification labels in Sinhala and Tamil (issue #30); English is above. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** Both null (no warranty stated) or both set. */
    warrantyMonths: integer('warranty_months'),
    warrantyBy: text('warranty_by').$type<WarrantyGiver>(),
    /**
     * When the product left the shop. A draft (issue #27) is hidden the same way until it is
     * published, so every query of the shop keeps one rule: it shows what has no archived_at.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Never published: hidden from the shop (archived_at set) until the owner publishes it. */
    draft: boolean('draft').notNull().default(false),
    /** Stock at or below this is low (the dashboard's list, the daily mail); null: the shop's default. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** When the daily low-stock mail last named the product; cleared once its stock is back up. */
    lowStockMailedAt: timestamp('low_stock_mailed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The price a shopper pays today: core's currentPriceCents, for sorting and price filters. */
    salePriceCents: bigint('sale_price_cents', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN discount_price_cents > 0 THEN discount_price_cents ELSE price_cents END`,
      ),
    /**
     * Every field the widened search reads (issue #25: a word of the query may match any) as
     * words: name, brand, category, SKU, description, and the specifications' labels and values.
     * A word is a run of letters and digits, lower-cased; word-match.ts splits the query alike.
     */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, regexp_replace(lower(name || ' ' || brand || ' ' || category || ' ' || sku || ' ' || description || ' ' || jsonb_path_query_array(specs, '$[*].*')::text), '[^[:alnum:]]+', ' ', 'g'))`,
      ),
    /** The name's words alone: gear named alone ('mixer') is looked for in names, not descriptions. */
    nameWords: tsvector('name_words')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g'))`,
      ),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_draft_hidden', sql`NOT ${t.draft} OR ${t.archivedAt} IS NOT NULL`),
    check('products_low_stock_threshold', sql`${t.lowStockThreshold} >= 0`),
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
    // A choice of the Shop's specification filters: attributes @> '{"key": ["value"]}'.
    index('products_attributes_idx')
      .using('gin', sql`${t.attributes} jsonb_path_ops`)
      .where(sql`${t.archivedAt} IS NULL`),
    // The widened search: the products holding a word, and those whose name holds it.
    index('products_search_words_idx')
      .using('gin', t.searchWords)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_name_words_idx')
      .using('gin', t.nameWords)
      .where(sql`${t.archivedAt} IS NULL`),
    // products_facets_idx, (category) INCLUDE (name, brand, sale_price_cents, featured,
    // attributes), is made by migration 0021: drizzle's index builder has no INCLUDE.
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
