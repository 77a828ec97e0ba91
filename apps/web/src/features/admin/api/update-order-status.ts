import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, OrderStepRequest } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Moves an order on (a dispatch with its courier and tracking); a move not allowed answers 409. */
export function updateOrderStatus(id: string, step: OrderStepRequest): Promise<AdminOrder> {
  return api<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: step,
  });
}

export function useUpdateOrderStatus(id: string) {
  const client = useQueryClient();
  const refresh = () => {
    // A cancellation returns stock, so products and the dashboard change too.
    for (const queryKey of [
      adminKeys.orderLists(),
      adminKeys.dashboard(),
      adminKeys.productLists(),
      adminKeys.audit(),
    ]) {
      void client.invalidateQueries({ queryKey });
    }
  };
  return useMutation({
    mutationFn: (step: OrderStepRequest) => updateOrderStatus(id, step),
    onSuccess: (order) => {
      client.setQueryData(adminKeys.order(id), order);
      refresh();
    },
    // 409: someone else moved it first; show what it is now.
    onError: () => void client.invalidateQueries({ queryKey: adminKeys.order(id) }),
  });
}
