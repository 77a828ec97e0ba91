import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, queryString, type OrderListParams } from './keys';
import { ADMIN_PAGE_SIZE, type OrderList } from './types';

export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderList> {
  const query = queryString({ ...params, pageSize: ADMIN_PAGE_SIZE });
  return api<OrderList>(`/admin/orders${query}`, { signal });
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
