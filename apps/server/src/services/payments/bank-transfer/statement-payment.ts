import { eq } from 'drizzle-orm';
import { BANK_TRANSFER_MESSAGES, refusedMoveMessage } from '@avstore/core';
import type { DbOrTx } from '../../../db/database';
import { orders, payments } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';

/**
 * A bank transfer's money seen on the shop's bank statement, with no slip to verify (a buyer's
 * accounts office pays without sending one): its payment of the order's total is recorded as
 * received under the statement's reference, inside the caller's transaction, which confirms the
 * order and audits who did it (docs/product.md §12 "Bank transfer"). The order is locked as a
 * slip's verification locks it, so the two never record one payment twice.
 */
export async function recordStatementPayment(
  tx: DbOrTx,
  orderId: string,
  statementReference: string,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('Order not found');
  if (order.paymentMethod !== 'bank_transfer')
    throw new AppError('conflict', BANK_TRANSFER_MESSAGES.notBankTransfer, 'not_bank_transfer');
  if (order.status !== 'pending')
    throw new AppError(
      'conflict',
      refusedMoveMessage(order.status, 'confirmed', order.deliveryMethod),
      'transition_refused',
    );
  await tx.insert(payments).values({
    orderId,
    provider: 'bank_transfer',
    status: 'succeeded',
    amountCents: order.totalCents,
    providerReference: statementReference,
  });
}
