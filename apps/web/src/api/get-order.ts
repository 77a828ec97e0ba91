import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@avstore/core';
import { api, ApiError } from '../lib/api-client';
import { shopKeys } from '../lib/query-keys';
import { readToken } from '../lib/storage';

/**
 * One order by id. The stored token goes along when there is one; a 401 (an expired or foreign
 * session) is asked again without it, as the success page is open to everyone (docs/product.md §6, §7).
 */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const path = `/orders/${encodeURIComponent(orderId)}`;
  if (!readToken()) return api<Order>(path, { auth: false, signal });
  try {
    return await api<Order>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return api<Order>(path, { auth: false, signal });
    }
    throw error;
  }
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: shopKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
