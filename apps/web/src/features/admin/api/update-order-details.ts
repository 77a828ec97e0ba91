import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, OrderCorrection } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

const path = (id: string, what: string) => `/admin/orders/${encodeURIComponent(id)}/${what}`;

/** The shop's own note on an order: never shown to the shopper. */
export function saveOrderNote(id: string, note: string): Promise<AdminOrder> {
  return api<AdminOrder>(path(id, 'note'), { method: 'PUT', body: { note } });
}

/** Corrects the address, phone or e-mail of an order that has not left the shop (409 after). */
export function correctOrder(id: string, correction: OrderCorrection): Promise<AdminOrder> {
  return api<AdminOrder>(path(id, 'customer'), { method: 'PATCH', body: correction });
}

/** A change to an order's details: the order shown is the answer, its lists and the log redrawn. */
function useOrderChange<V>(id: string, change: (id: string, value: V) => Promise<AdminOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => change(id, value),
    onSuccess: (order) => {
      client.setQueryData(adminKeys.order(id), order);
      for (const queryKey of [adminKeys.orderLists(), adminKeys.audit()])
        void client.invalidateQueries({ queryKey });
    },
    // 409: the order left the shop meanwhile; show what it is now.
    onError: () => void client.invalidateQueries({ queryKey: adminKeys.order(id) }),
  });
}

export const useSaveOrderNote = (id: string) => useOrderChange(id, saveOrderNote);
export const useCorrectOrder = (id: string) => useOrderChange(id, correctOrder);
