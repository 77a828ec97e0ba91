import { useEffect, useRef } from 'react';
import { useDeliveryDetails } from './api/get-delivery-details';
import type { RememberedDetails } from './prefill';

/**
 * Hands the signed-in shopper's remembered details to `apply` once, when they have been read
 * afresh (not from an older cache: the last order may have changed them). Nothing for a visitor
 * or a shopper with none.
 */
export function useRememberedDetails(apply: (details: RememberedDetails) => void): void {
  const { data, isFetchedAfterMount } = useDeliveryDetails();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !isFetchedAfterMount) return;
    applied.current = true;
    if (data) apply(data);
  }, [data, isFetchedAfterMount, apply]);
}
