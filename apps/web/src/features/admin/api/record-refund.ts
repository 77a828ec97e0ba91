import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, RecordRefundRequest } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Records a refund the shop made; more than is left to refund answers 409. */
export function recordRefund(id: string, refund: RecordRefundRequest): Promise<AdminOrder> {
  return api<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/refunds`, {
    method: 'POST',
    body: refund,
  });
}

export function useRecordRefund(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refund: RecordRefundRequest) => recordRefund(id, refund),
    onSuccess: (order) => {
      client.setQueryData(adminKeys.order(id), order);
      // 'Refund due' on the dashboard may have cleared.
      for (const queryKey of [adminKeys.orderLists(), adminKeys.dashboard(), adminKeys.audit()])
        void client.invalidateQueries({ queryKey });
    },
  });
}
