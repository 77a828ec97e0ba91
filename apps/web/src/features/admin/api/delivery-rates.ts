import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRatesAnswer, UpdateDeliveryRatesRequest } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getDeliveryRates(signal?: AbortSignal): Promise<DeliveryRatesAnswer> {
  return api<DeliveryRatesAnswer>('/admin/delivery', { signal });
}

export const deliveryRatesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.delivery(),
    queryFn: ({ signal }) => getDeliveryRates(signal),
  });

export function useDeliveryRates() {
  return useQuery(deliveryRatesQueryOptions());
}

export function saveDeliveryRates(body: UpdateDeliveryRatesRequest): Promise<DeliveryRatesAnswer> {
  return api<DeliveryRatesAnswer>('/admin/delivery', { method: 'PUT', body });
}

/** Saves the rates; the screen and the audit log read afresh. */
export function useSaveDeliveryRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryRates,
    onSuccess: (saved) => {
      client.setQueryData(adminKeys.delivery(), saved);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
