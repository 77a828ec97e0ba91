import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  FEATURED_SEARCH,
  shopSearchParams,
  type Product,
  type ProductSearchResult,
  type ShopSearch,
} from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

export function searchProducts(
  search: ShopSearch,
  page: number,
  signal?: AbortSignal,
): Promise<ProductSearchResult> {
  const query = shopSearchParams(search, page).toString();
  return api<ProductSearchResult>(`/products/search${query ? `?${query}` : ''}`, {
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
      api<ProductSearchResult>(`/products/search?${FEATURED_SEARCH}`, {
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
