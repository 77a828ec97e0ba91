import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import {
  FEATURED_SEARCH,
  shopSearchParams,
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
