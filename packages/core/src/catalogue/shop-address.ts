import { PRODUCT_SORTS, type ProductSort } from './sorts';
import type { ShopSearch } from './shop-search';
import { parseSpecFilters, parseSpecSort } from './spec-filters';

/*
 * Apart from shop-search.ts: reading an address takes the typed specifications' definitions, which
 * the page's first script need not carry (the Shop's code and the router's preload read it).
 */

/** The Shop's address as a search; a value that makes no sense there is left out, not sent. */
export function shopSearchOf(params: URLSearchParams): ShopSearch {
  const sort = params.get('sort');
  const [minPrice, maxPrice] = [price(params.get('minPrice')), price(params.get('maxPrice'))];
  const swapped = minPrice !== null && maxPrice !== null && minPrice > maxPrice;
  return {
    q: params.get('q') ?? '',
    category: params.get('category') || null,
    brands: params.getAll('brand').filter(Boolean),
    minPrice: swapped ? maxPrice : minPrice,
    maxPrice: swapped ? minPrice : maxPrice,
    inStock: params.get('inStock') === 'true',
    sort:
      sort !== null && (PRODUCT_SORTS.includes(sort as ProductSort) || parseSpecSort(sort))
        ? sort
        : null,
    specs: params.getAll('spec').filter((spec) => !('error' in parseSpecFilters([spec]))),
  };
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
