import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryRatesInCents, type DeliveryRatesAnswer } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** The shop's delivery charges by district (GET /api/delivery/charges), in cents. */
export const deliveryRatesQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.deliveryRates(),
    queryFn: async ({ signal }) =>
      deliveryRatesInCents(await api<DeliveryRatesAnswer>('/delivery/charges', { signal })),
  });

/** The rates, asked for once the shopper chooses delivery (a pickup never needs them). */
export function useDeliveryRates(enabled: boolean) {
  return useQuery({ ...deliveryRatesQueryOptions(), enabled });
}
