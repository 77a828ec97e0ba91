import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialDeal } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** Home's Special Deals (GET /api/content/special-deal): in the page when the server renders Home. */
export const specialDealQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.specialDeal(),
    queryFn: () => api<SpecialDeal>('/content/special-deal', { auth: false }),
  });

export function useSpecialDeal() {
  return useQuery(specialDealQueryOptions());
}
