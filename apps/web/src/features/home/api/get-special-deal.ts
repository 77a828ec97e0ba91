import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialDeal } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** Home's Special Deals (GET /api/content/special-deal): in the page when the server renders Home. */
export const specialDealQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.specialDeal(),
    queryFn: ({ signal }) => api<SpecialDeal>('/content/special-deal', { auth: false, signal }),
    // As Home's featured products: the page the server rendered is not asked for again at once.
    staleTime: 30_000,
  });

export function useSpecialDeal() {
  return useQuery(specialDealQueryOptions());
}
