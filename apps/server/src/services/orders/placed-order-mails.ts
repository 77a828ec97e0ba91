import type { PaymentMethod } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { recordMail, type OutboxEntry } from '../mail/outbox';

/**
 * A cash or bank-transfer order is placed at once: the shopper's confirmation (for a transfer,
 * where to pay and how long the order waits) and the shop's notice are recorded with it. A card
 * or KOKO order's mails wait for its payment (payments/confirm.ts).
 */
export function placedOrderMails(
  orderId: string,
  paymentMethod: PaymentMethod,
  bankTransferTtlMs: number | undefined,
): OutboxEntry[] {
  if (paymentMethod !== 'cash' && paymentMethod !== 'bank_transfer') return [];
  return [
    {
      kind: 'order_confirmation',
      orderId,
      ...(paymentMethod === 'bank_transfer' && { params: { holdMs: bankTransferTtlMs } }),
    },
    { kind: 'shop_new_order', orderId },
  ];
}

/** Records placedOrderMails inside the caller's transaction. */
export async function recordPlacedOrderMails(
  tx: DbOrTx,
  orderId: string,
  paymentMethod: PaymentMethod,
  bankTransferTtlMs: number | undefined,
): Promise<void> {
  await recordMail(tx, ...placedOrderMails(orderId, paymentMethod, bankTransferTtlMs));
}
