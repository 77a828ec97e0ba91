import type { QueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@avstore/core';
import { adminKeys } from './keys';

/** A saved product: keep its answer, and refresh the lists and counts it may appear in. */
export function productChanged(client: QueryClient, product: AdminProduct): void {
  client.setQueryData(adminKeys.product(product.id), product);
  for (const queryKey of [
    adminKeys.productLists(),
    adminKeys.promotions(),
    adminKeys.dashboard(),
    adminKeys.audit(),
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}
