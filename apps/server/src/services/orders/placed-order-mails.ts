import type { PaymentMethod } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { recordMail } from '../mail/outbox';

/**
 * A cash or bank-transfer order is placed at once: the shopper's confirmation (for a transfer,
 * where to pay and how long the order waits) and the shop's notice are recorded with it. A card
 * or KOKO order's mails wait for its payment (payments/confirm.ts).
 */
export async function recordPlacedOrderMails(
  tx: DbOrTx,
  orderId: string,
  paymentMethod: PaymentMethod,
  bankTransferTtlMs: number | undefined,
): Promise<void> {
  if (paymentMethod !== 'cash' && paymentMethod !== 'bank_transfer') return;
  await recordMail(
    tx,
    {
      kind: 'order_confirmation',
      orderId,
      ...(paymentMethod === 'bank_transfer' && { params: { holdMs: bankTransferTtlMs } }),
    },
    { kind: 'shop_new_order', orderId },
  );
}
