import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSlip, PaymentSlipList, WaitingSlipList } from '@avstore/core';
import { paymentSlipsKey } from '../../../api/payment-slips';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * The slips waiting for the shop, under the orders' keys (a decision refreshes them); kept here
 * rather than in keys.ts, which the first screen loads.
 */
const waitingSlipsKey = () => [...adminKeys.orders(), 'waiting-slips'] as const;

/** The slips waiting for the shop, oldest first, with what to match each against. */
export const waitingSlipsQueryOptions = () =>
  queryOptions({
    queryKey: waitingSlipsKey(),
    queryFn: ({ signal }) =>
      api<WaitingSlipList>('/admin/payment-slips', { signal }).then((list) => list.items),
  });

export function useWaitingSlips() {
  return useQuery(waitingSlipsQueryOptions());
}

export type SlipDecision = { slipId: string } & ({ verify: true } | { reason: string });

/** Verifies a slip (the order paid and confirmed) or rejects it with the reason mailed. */
export function decideSlip(orderId: string, decision: SlipDecision): Promise<PaymentSlip[]> {
  const path = `/admin/orders/${encodeURIComponent(orderId)}/payment-slips/${encodeURIComponent(decision.slipId)}`;
  const answer =
    'verify' in decision
      ? api<PaymentSlipList>(`${path}/verify`, { method: 'POST' })
      : api<PaymentSlipList>(`${path}/reject`, {
          method: 'POST',
          body: { reason: decision.reason },
        });
  return answer.then((list) => list.slips);
}

export function useDecideSlip(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: SlipDecision) => decideSlip(orderId, decision),
    onSuccess: (slips) => {
      client.setQueryData(paymentSlipsKey(orderId), slips);
      // A verified slip confirms the order: its page, the lists and the dashboard move.
      for (const queryKey of [adminKeys.orders(), adminKeys.dashboard(), adminKeys.audit()])
        void client.invalidateQueries({ queryKey });
    },
  });
}
