import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE, type Order, type OrderHistory } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { readToken } from '../../../lib/storage';
import { MissingTokenError, shouldRetryOrders } from '../errors';

/** One page of the history and how many orders there are in all. */
export interface MyOrdersPage {
  orders: Order[];
  total: number;
}

/**
 * A page of the signed-in user's orders, newest first, paged by the server. An answer without a
 * total (the whole list, or a bare array, which docs/product.md §7 also allows) is paged here.
 */
export async function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersPage> {
  if (!readToken()) throw new MissingTokenError();
  const body = await api<OrderHistory | Order[] | undefined>(
    `/auth/get-each-user-orders?page=${page}&pageSize=${ORDER_PAGE_SIZE}`,
    { signal },
  );
  const orders = Array.isArray(body) ? body : Array.isArray(body?.orders) ? body.orders : [];
  if (!Array.isArray(body) && typeof body?.total === 'number') {
    return { orders, total: body.total };
  }
  const first = (page - 1) * ORDER_PAGE_SIZE;
  return { orders: orders.slice(first, first + ORDER_PAGE_SIZE), total: orders.length };
}

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...shopKeys.myOrders(), page] as const,
    queryFn: ({ signal }) => getMyOrders(page, signal),
    retry: shouldRetryOrders,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useMyOrders(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myOrdersQueryOptions(page), enabled });
}
