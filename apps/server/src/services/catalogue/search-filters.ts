import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSearch } from '@avstore/core';
import { products } from '../../db/schema';
import { matchesSpecs } from './spec-match';
import { likeEscaped, matchesEveryWord } from './word-match';

/** The query, switches and typed specifications: what the facets count within. */
export function matching(search: ProductSearch): SQL | undefined {
  return and(
    isNull(products.archivedAt),
    search.words
      ? matchesEveryWord(search.words)
      : search.query
        ? sql`lower(${products.name}) LIKE ${`%${likeEscaped(search.query)}%`}`
        : undefined,
    search.inStock ? sql`${products.stock} > 0` : undefined,
    search.featured ? eq(products.featured, true) : undefined,
    matchesSpecs(search.specs),
  );
}

export function inPrice(search: ProductSearch): SQL | undefined {
  return and(
    search.minPriceCents === null ? undefined : gte(products.salePriceCents, search.minPriceCents),
    search.maxPriceCents === null ? undefined : lte(products.salePriceCents, search.maxPriceCents),
  );
}

/** Every filter of the search: what its page shows. */
export function everyFilter(search: ProductSearch): SQL | undefined {
  return and(
    matching(search),
    search.categories ? inArray(products.category, search.categories) : undefined,
    search.brands ? inArray(products.brand, search.brands) : undefined,
    inPrice(search),
  );
}
