import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** A product page's data by slug; an old slug answers the product under its current one. */
export const productPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: shopKeys.productPage(slug),
    queryFn: ({ signal }) =>
      api<ProductPage>(`/products/by-slug/${encodeURIComponent(slug)}`, { auth: false, signal }),
    staleTime: 30_000,
  });

export function useProductPage(slug: string) {
  return useQuery(productPageQueryOptions(slug));
}
