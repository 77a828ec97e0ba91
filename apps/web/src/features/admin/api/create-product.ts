import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, CreateProductRequest } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { productChanged } from './product-cache';

export function createProduct(body: CreateProductRequest): Promise<AdminProduct> {
  return api<AdminProduct>('/admin/products', { method: 'POST', body });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => productChanged(client, product),
  });
}
