import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Product, ShopSearch } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { productSearchQueryOptions } from './get-products';

// The Shop's own queries, apart from the options the router loads a page's data with: every
// page's first script holds those, and these would bring the infinite query's observer into it.

/** While a new search loads, the last one's results stay on screen. */
export function useProductSearch(search: ShopSearch) {
  return useInfiniteQuery({
    ...productSearchQueryOptions(search),
    placeholderData: keepPreviousData,
  });
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
