/**
 * The search's limits and refusals, apart from its schemas (product-search.ts) and free of zod:
 * the Shop's price form shows one of them, and its code must not bring zod along.
 */
export const MAX_BRAND_FILTERS = 20;

export const SEARCH_MESSAGES = {
  unknownCategory: 'Unknown category',
  priceOrder: 'The lowest price cannot be above the highest',
  tooManyBrands: `Choose at most ${MAX_BRAND_FILTERS} brands`,
} as const;
