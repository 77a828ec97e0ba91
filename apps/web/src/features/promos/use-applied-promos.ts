import { useMemo } from 'react';
import type { Cart } from '@avstore/core';
import { useUserPromos } from './api/promos-api';

/** Products whose promo this shopper has used (server) or applied in this cart (docs/product.md §4). */
export function useAppliedPromoIds(cart: Cart): Set<string> {
  const used = useUserPromos();
  return useMemo(
    () =>
      new Set([
        ...used.map((p) => p.productId),
        ...cart.filter((l) => l.appliedPromoCode).map((l) => l.id),
      ]),
    [used, cart],
  );
}
