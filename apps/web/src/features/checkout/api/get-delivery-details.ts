import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryDetailsResponse } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { useSignedIn } from '../../../lib/use-signed-in';

/** The signed-in shopper's last delivery details (GET /api/auth/delivery-details), or null. */
export const deliveryDetailsQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.deliveryDetails(),
    queryFn: async ({ signal }) =>
      (await api<DeliveryDetailsResponse>('/auth/delivery-details', { signal })).details,
    retry: false,
  });

/** The remembered details of a signed-in shopper; nothing is asked for a visitor. */
export function useDeliveryDetails() {
  const signedIn = useSignedIn();
  return useQuery({ ...deliveryDetailsQueryOptions(), enabled: signedIn });
}
