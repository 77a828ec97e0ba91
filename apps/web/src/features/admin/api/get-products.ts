import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, queryString, type ProductListParams } from './keys';

export function getProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<AdminProductList> {
  const query = queryString({ ...params, pageSize: ADMIN_PAGE_SIZE });
  return api<AdminProductList>(`/admin/products${query}`, { signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: adminKeys.productList(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
