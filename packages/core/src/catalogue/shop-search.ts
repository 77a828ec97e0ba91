import { SHOP_PAGE_SIZE, type ProductSort } from './sorts';

/** What the Shop shows: its filters and sort as its address holds them (docs/product.md §2). */
export interface ShopSearch {
  q: string;
  category: string | null;
  brands: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** One of the Shop's orders, or a typed specification's ('powerRms-desc'). */
  sort: ProductSort | string | null;
  /** Filters by typed specification, as the address writes them ('powerRms:500-2000'). */
  specs: string[];
}

/** Home's carousel asks the search for this (docs/product.md §5). */
export const FEATURED_SEARCH = 'featured=true&pageSize=10';

/**
 * Home's featured deals in the order shown: reduced ones first, the rest as the search gave them.
 * The first is Home's largest paint on a phone, which the server announces in the page's head.
 */
export function featuredDeals<T extends { discountPrice?: number | null }>(
  products: readonly T[],
): T[] {
  const reduced = (product: T) => (product.discountPrice == null ? 1 : 0);
  return [...products].sort((a, b) => reduced(a) - reduced(b));
}

/**
 * The search call's query string for one page of a Shop search. The page and the server's
 * preload hint both build it here, so the browser finds the preloaded answer under the same URL.
 */
export function shopSearchParams(search: ShopSearch, page = 1, pageSize = SHOP_PAGE_SIZE) {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.category) params.set('category', search.category);
  for (const brand of search.brands) params.append('brand', brand);
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.inStock) params.set('inStock', 'true');
  for (const spec of search.specs) params.append('spec', spec);
  if (search.sort) params.set('sort', search.sort);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== SHOP_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return params;
}
