import { queryWords, tokens } from './query-words';

/** The most maker suggestions shown at once. */
export const MOST_BRAND_SUGGESTIONS = 4;

/**
 * The makers the header's search suggests as the shopper types: those whose names have a word
 * starting with each word typed ('heath' → Allen & Heath), or that the trade's words mean ('ev'
 * → Electro-Voice). `brands` are the shop's, most products first, and keep that order.
 */
export function suggestedBrands(query: string, brands: readonly string[]): string[] {
  const typed = tokens(query);
  if (typed.length === 0) return [];
  const meant = new Set(queryWords(query).flatMap((w) => w.terms));
  return brands
    .filter((brand) => {
      const words = tokens(brand);
      return (
        meant.has(brand.toLowerCase()) || typed.every((t) => words.some((w) => w.startsWith(t)))
      );
    })
    .slice(0, MOST_BRAND_SUGGESTIONS);
}
