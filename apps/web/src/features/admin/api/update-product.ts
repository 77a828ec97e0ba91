import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, UpdateProductRequest } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { productChanged } from './product-cache';

/** A partial edit with the version it was made on; a stale version answers 409. */
export function updateProduct(id: string, body: UpdateProductRequest): Promise<AdminProduct> {
  return api<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductRequest) => updateProduct(id, body),
    onSuccess: (product) => productChanged(client, product),
  });
}
