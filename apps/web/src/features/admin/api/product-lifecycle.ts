import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { productChanged } from './product-cache';

export type ProductStep = 'restore' | 'publish' | 'duplicate';

/**
 * An archived product back in the shop (restore), a draft put in it (publish), or a product
 * copied as a draft (duplicate): each answers the product it leaves.
 */
export function productStep(id: string, step: ProductStep): Promise<AdminProduct> {
  return api<AdminProduct>(`/admin/products/${encodeURIComponent(id)}/${step}`, {
    method: 'POST',
  });
}

export function useProductStep(id: string, step: ProductStep) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => productStep(id, step),
    onSuccess: (product) => productChanged(client, product),
  });
}
