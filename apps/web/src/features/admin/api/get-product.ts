import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return api<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
