import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, queryString, type OrderListParams } from './keys';

export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<AdminOrderList> {
  const query = queryString({ ...params, pageSize: ADMIN_PAGE_SIZE });
  return api<AdminOrderList>(`/admin/orders${query}`, { signal });
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: adminKeys.orderList(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
