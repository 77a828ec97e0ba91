import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { productChanged } from './product-cache';

/** Archives: the product leaves the shop and stays in past orders. */
export function archiveProduct(id: string): Promise<AdminProduct> {
  return api<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useArchiveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: archiveProduct,
    onSuccess: (product) => productChanged(client, product),
  });
}
