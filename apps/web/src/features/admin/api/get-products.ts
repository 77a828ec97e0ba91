import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, queryString, type ProductListParams } from './keys';
import { ADMIN_PAGE_SIZE, type ProductList } from './types';

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const query = queryString({ ...params, pageSize: ADMIN_PAGE_SIZE });
  return api<ProductList>(`/admin/products${query}`, { signal });
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
