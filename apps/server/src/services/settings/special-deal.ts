import { eq } from 'drizzle-orm';
import {
  DEFAULT_SPECIAL_DEAL_SLUG,
  FEATURED_SEARCH,
  ProductSchema,
  ProductSearchQuerySchema,
  searchQuery,
  specialDealWordsIn,
  toProductSearch,
  type Language,
  type Product,
  type ShopSettings,
  type SpecialDeal,
} from '@avstore/core';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import type { Catalogue } from '../catalogue/catalogue';

/** The first featured product in stock: where Special Deals falls back. */
const FALLBACK_SEARCH = toProductSearch(
  ProductSearchQuerySchema.parse({
    ...Object.fromEntries(new URLSearchParams(FEATURED_SEARCH)),
    inStock: 'true',
    pageSize: '1',
  }),
  searchQuery,
);

/**
 * Home's Special Deals (docs/product.md §2): the product the owner chose (the demo's deal while
 * none is chosen) with the block's words in `language` (English where not translated, issue
 * #30), while it is on sale and in stock; else the first featured product in stock under its own
 * name, so the block never leads to 'Page not found'.
 */
export async function specialDeal(
  db: Db,
  catalogue: Catalogue,
  settings: ShopSettings,
  language: Language = 'en',
): Promise<SpecialDeal> {
  const { productId } = settings.home.specialDeal;
  const { title, points, note } = specialDealWordsIn(settings.home.specialDeal, language);
  const chosenId = productId ?? (await idOfSlug(db, DEFAULT_SPECIAL_DEAL_SLUG));
  const chosen = chosenId ? await catalogue.product(chosenId) : undefined;
  if (chosen && chosen.stock > 0)
    return { product: shown(chosen), title: title || chosen.name, points, note };
  const [next] = (await catalogue.search(FALLBACK_SEARCH)).items;
  return next
    ? { product: shown(next), title: next.name, points: [], note: '' }
    : { product: null, title: '', points: [], note: '' };
}

/** The product as the API shows it (its schema drops what it does not describe). */
const shown = (product: Product) => ProductSchema.parse(product);

async function idOfSlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row?.id;
}
