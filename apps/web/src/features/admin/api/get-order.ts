import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return api<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}`, { signal });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
