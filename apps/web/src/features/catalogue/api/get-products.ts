import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

export function getProducts(): Promise<Product[]> {
  return api<Product[]>('/products/', { auth: false });
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.products(), queryFn: getProducts, staleTime: 30_000 });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
