import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { readToken } from '../../../lib/storage';
import { MissingTokenError, shouldRetryOrders } from '../errors';

/** The signed-in user's orders, newest first; docs/product.md §7 also allows a bare array as the body. */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  if (!readToken()) throw new MissingTokenError();
  const body = await api<OrderList | Order[] | undefined>('/auth/get-each-user-orders', { signal });
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.orders) ? body.orders : [];
}

export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.myOrders(),
    queryFn: ({ signal }) => getMyOrders(signal),
    retry: shouldRetryOrders,
  });

export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myOrdersQueryOptions(), enabled });
}
