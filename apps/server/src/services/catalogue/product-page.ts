import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { productDetailsIn, RELATED_PRODUCTS, type Language, type ProductPage } from '@avstore/core';
import type { Db } from '../../db/database';
import { products, productSlugs } from '../../db/schema';
import { productColumns, shownProductColumns, toProduct, warrantyOf } from './to-product';

const pageColumns = {
  ...shownProductColumns,
  sku: products.sku,
  specs: products.specs,
  warrantyMonths: products.warrantyMonths,
  warrantyBy: products.warrantyBy,
  updatedAt: products.updatedAt,
  translations: products.translations,
};

/**
 * The page of the product on sale that has, or once had, `slug` (docs/product.md, product
 * pages), its description and specification labels in `language` where the owner wrote them
 * (issue #30). `current` is false for an old slug: the caller sends the shopper on to
 * `page.product.slug`. An archived product has no page.
 */
export async function readProductPage(
  db: Db,
  slug: string,
  language: Language = 'en',
): Promise<{ page: ProductPage; current: boolean } | undefined> {
  const [row] = await db
    .select(pageColumns)
    .from(products)
    .where(
      and(
        isNull(products.archivedAt),
        or(
          eq(products.slug, slug),
          eq(
            products.id,
            db
              .select({ id: productSlugs.productId })
              .from(productSlugs)
              .where(eq(productSlugs.slug, slug)),
          ),
        ),
      ),
    );
  if (!row) return undefined;
  const related = await readRelated(db, row);
  return {
    page: {
      product: productDetailsIn(
        {
          ...toProduct(row),
          sku: row.sku,
          specs: row.specs,
          warranty: warrantyOf(row),
          updatedAt: row.updatedAt.toISOString(),
        },
        row.translations,
        language,
      ),
      related,
    },
    current: row.slug === slug,
  };
}

/**
 * A few other products on sale: the same category first, then the same brand in other
 * categories; within each, those in stock before the rest, then by name. A product without a
 * brand shares none.
 */
async function readRelated(db: Db, product: { id: string; category: string; brand: string }) {
  const sameCategory = eq(products.category, product.category);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        isNull(products.archivedAt),
        ne(products.id, product.id),
        product.brand ? or(sameCategory, eq(products.brand, product.brand)) : sameCategory,
      ),
    )
    .orderBy(desc(sameCategory), desc(sql`${products.stock} > 0`), asc(products.name))
    .limit(RELATED_PRODUCTS);
  return rows.map(toProduct);
}
