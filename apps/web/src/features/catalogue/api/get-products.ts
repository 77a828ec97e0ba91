import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  SHOP_PAGE_SIZE,
  type Product,
  type ProductSearchResult,
  type ProductSort,
} from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** What the Shop shows: its filters as the URL holds them (use-shop-filters). */
export interface ShopSearch {
  q: string;
  category: string | null;
  brands: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ProductSort | null;
}

/** The search call's query string for one page (docs/product.md §5, search on the server). */
export function searchParams(search: ShopSearch, page: number, pageSize = SHOP_PAGE_SIZE) {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.category) params.set('category', search.category);
  for (const brand of search.brands) params.append('brand', brand);
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.inStock) params.set('inStock', 'true');
  if (search.sort) params.set('sort', search.sort);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== SHOP_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return params;
}

export function searchProducts(
  search: ShopSearch,
  page: number,
  signal?: AbortSignal,
): Promise<ProductSearchResult> {
  return api<ProductSearchResult>(`/products/search?${searchParams(search, page).toString()}`, {
    auth: false,
    signal,
  });
}

/** One search, a page at a time: "Show more products" asks for the next. */
export const productSearchQueryOptions = (search: ShopSearch) =>
  infiniteQueryOptions({
    queryKey: shopKeys.productSearch(search),
    queryFn: ({ pageParam, signal }) => searchProducts(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ProductSearchResult) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 30_000,
  });

/** While a new search loads, the last one's results stay on screen. */
export function useProductSearch(search: ShopSearch) {
  return useInfiniteQuery({
    ...productSearchQueryOptions(search),
    placeholderData: keepPreviousData,
  });
}

/** Home's carousel: the featured products and no others. */
export const featuredQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.featured(),
    queryFn: ({ signal }) =>
      api<ProductSearchResult>('/products/search?featured=true&pageSize=10', {
        auth: false,
        signal,
      }).then((result) => result.items),
    staleTime: 30_000,
  });

export function useFeaturedProducts() {
  return useQuery(featuredQueryOptions());
}

/** A product opened from a link, when it is not among the cards already loaded. */
export function useProduct(id: string | null, loaded: Product | undefined) {
  return useQuery({
    queryKey: shopKeys.product(id ?? ''),
    queryFn: ({ signal }) => api<Product>(`/products/${id}`, { auth: false, signal }),
    enabled: id !== null && loaded === undefined,
    staleTime: 30_000,
    retry: false,
  });
}
