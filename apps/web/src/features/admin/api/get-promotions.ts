import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getPromotions(signal?: AbortSignal): Promise<PromotionList> {
  return api<PromotionList>('/admin/promotions', { signal });
}

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.promotions(),
    queryFn: ({ signal }) => getPromotions(signal),
  });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
