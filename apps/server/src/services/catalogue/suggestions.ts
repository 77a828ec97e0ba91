import {
  MOST_PRODUCT_SUGGESTIONS,
  searchQuery,
  suggestedBrands,
  suggestedCategories,
  toProductSearch,
  type SearchSuggestions,
} from '@avstore/core';
import type { Db } from '../../db/database';
import type { KnownWords } from './known-words';
import { suggestProducts } from './product-search';

/**
 * What the header's search offers for what the shopper has typed so far (issue #25): the first
 * products the Shop would show for it, and the categories and makers it names; when a slip was
 * put right, for the words as put right.
 */
export async function suggestionsFor(
  db: Db,
  query: string,
  knownWords: () => Promise<KnownWords>,
): Promise<SearchSuggestions> {
  const search = toProductSearch(
    { q: query, page: 1, pageSize: MOST_PRODUCT_SUGGESTIONS },
    searchQuery,
  );
  const [{ items, didYouMean }, known] = await Promise.all([
    suggestProducts(db, search, knownWords),
    knownWords(),
  ]);
  const meant = didYouMean ?? query;
  return {
    products: items,
    categories: suggestedCategories(meant),
    brands: suggestedBrands(meant, known?.brands ?? []),
    ...(didYouMean && { didYouMean }),
  };
}
