import { and, eq, ne, sql } from 'drizzle-orm';
import {
  BANK_TRANSFER_MESSAGES,
  slipDecidedMessage,
  slipOrderClosedMessage,
  type PaymentSlip,
  type User,
} from '@avstore/core';
import { transaction, type Db, type Tx } from '../../../db/database';
import { orders, payments, paymentSlips } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { countOrder } from '../../../telemetry/metrics';
import { recordAudit } from '../../audit/record-audit';
import { recordMail } from '../../mail/outbox';
import { changeStatus } from '../../orders/status';
import { slipsOf } from './order-slips';

/**
 * The order and the slip, locked in that order (as an upload and the sweep take the order first),
 * with a slip still waiting: one the shop has decided is refused, so two clicks decide once.
 */
async function waitingSlip(tx: Tx, orderId: string, slipId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('Order not found');
  const [slip] = await tx
    .select()
    .from(paymentSlips)
    .where(and(eq(paymentSlips.id, slipId), eq(paymentSlips.orderId, orderId)))
    .for('update');
  if (!slip) throw notFound(BANK_TRANSFER_MESSAGES.slipNotFound);
  if (slip.status !== 'waiting')
    throw new AppError('conflict', slipDecidedMessage(slip.status), 'slip_decided');
  return { order, slip };
}

/**
 * The shop has found the money in its account (docs/product.md §12 "Bank transfer"): the slip is
 * verified, a bank-transfer payment of the order's total is recorded as received, the order is
 * confirmed and the shopper mailed with the receipt, in one transaction with its audit entry.
 * The order's other slips still waiting are closed: one payment is all it takes.
 */
export async function verifySlip(
  db: Db,
  actor: User,
  orderId: string,
  slipId: string,
): Promise<PaymentSlip[]> {
  const slips = await transaction(db, async (tx) => {
    const { order, slip } = await waitingSlip(tx, orderId, slipId);
    if (order.paymentMethod !== 'bank_transfer')
      throw new AppError('conflict', BANK_TRANSFER_MESSAGES.notBankTransfer, 'not_bank_transfer');
    if (order.status !== 'pending')
      throw new AppError('conflict', slipOrderClosedMessage(order.status), 'not_pending');
    await tx.insert(payments).values({
      orderId,
      provider: 'bank_transfer',
      status: 'succeeded',
      amountCents: order.totalCents,
      providerReference: slip.id,
    });
    const decided = { decidedBy: actor.id, decidedAt: sql`now()` };
    await tx
      .update(paymentSlips)
      .set({ status: 'verified', ...decided })
      .where(eq(paymentSlips.id, slipId));
    await tx
      .update(paymentSlips)
      .set({ status: 'rejected', reason: BANK_TRANSFER_MESSAGES.otherVerified, ...decided })
      .where(
        and(
          eq(paymentSlips.orderId, orderId),
          eq(paymentSlips.status, 'waiting'),
          ne(paymentSlips.id, slipId),
        ),
      );
    await changeStatus(tx, orderId, 'confirmed');
    await recordMail(tx, { kind: 'payment_received', orderId });
    await recordAudit(tx, {
      actor,
      action: 'order.slip_verified',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status, slip: { id: slip.id, status: slip.status } },
      after: { status: 'confirmed', slip: { id: slip.id, status: 'verified' } },
    });
    return slipsOf(tx, orderId);
  });
  countOrder('paid', 'bank_transfer');
  return slips;
}

/**
 * The slip does not show the payment (the amount short, another account, unreadable): it is
 * rejected with the reason, which the shopper is mailed while the order still waits for its
 * payment, so that they can send the right one. Audited with the reason.
 */
export async function rejectSlip(
  db: Db,
  actor: User,
  orderId: string,
  slipId: string,
  reason: string,
): Promise<PaymentSlip[]> {
  const slips = await transaction(db, async (tx) => {
    const { order, slip } = await waitingSlip(tx, orderId, slipId);
    await tx
      .update(paymentSlips)
      .set({ status: 'rejected', reason, decidedBy: actor.id, decidedAt: sql`now()` })
      .where(eq(paymentSlips.id, slipId));
    if (order.status === 'pending')
      await recordMail(tx, {
        kind: 'slip_rejected',
        orderId,
        key: `slip_rejected:${slipId}`,
        params: { slipId },
      });
    await recordAudit(tx, {
      actor,
      action: 'order.slip_rejected',
      entity: 'order',
      entityId: orderId,
      before: { slip: { id: slip.id, status: slip.status } },
      after: { slip: { id: slip.id, status: 'rejected', reason } },
    });
    return slipsOf(tx, orderId);
  });
  // A slip that does not show the payment is a failed attempt to pay, as a declined card is.
  countOrder('failed', 'bank_transfer');
  return slips;
}
