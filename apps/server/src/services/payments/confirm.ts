import { eq, sql } from 'drizzle-orm';
import { PAYMENT_RETURNS } from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { orders, payments } from '../../db/schema';
import type { Logger } from '../../logger';
import { countOrder } from '../../telemetry/metrics';
import { recordMail } from '../mail/outbox';
import { changeStatus } from '../orders/status';

export type ConfirmOutcome = 'confirmed' | 'already' | 'refund_due' | 'unknown';

export const REFUND_MESSAGE = PAYMENT_RETURNS.refund;

/** A payment brought by an attempt the shopper gave up by paying the order another way. */
export const SUPERSEDED_MESSAGE = PAYMENT_RETURNS.superseded;

/** What the shopper is told of a payment kept for a refund. */
export const refundMessage = (payment: { supersededAt: Date | null }) =>
  payment.supersededAt ? SUPERSEDED_MESSAGE : REFUND_MESSAGE;

/**
 * Records a verified payment and confirms its order, exactly once, whether the attempt was open or
 * marked failed. A replay changes nothing; a payment for an order that is no longer pending, or
 * that the shopper has since chosen to pay another way (switch-method.ts), is kept for a refund,
 * never confirming it.
 */
export async function confirmPayment(
  db: Db,
  paymentId: string,
  log: Logger,
): Promise<ConfirmOutcome> {
  const outcome = await transaction(db, async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) return 'unknown';
    if (payment.status === 'succeeded' || payment.status === 'refund_due') {
      log.info({ payment: paymentId }, 'a repeated payment confirmation changed nothing');
      return payment.status === 'succeeded' ? 'already' : 'refund_due';
    }
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    // An attempt of another method than the order's now is superseded too, even one opened
    // while the switch was being made.
    const superseded = !!payment.supersededAt || payment.provider !== order?.paymentMethod;
    if (order?.status !== 'pending' || superseded) {
      await tx
        .update(payments)
        .set({
          status: 'refund_due',
          supersededAt: superseded ? sql`coalesce(${payments.supersededAt}, now())` : null,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, paymentId));
      log.warn(
        { payment: paymentId, order: payment.orderId, status: order?.status, superseded },
        order?.status !== 'pending'
          ? 'a payment arrived for an order that is not pending: refund due'
          : 'a payment arrived for an order since paid another way: refund due',
      );
      // The shopper is told the money goes back (docs/product.md §14); sent after the commit.
      await recordMail(tx, {
        kind: 'refund_due',
        orderId: payment.orderId,
        key: `refund_due:${paymentId}`,
        params: { amountCents: payment.amountCents, superseded },
      });
      return 'refund_due';
    }
    await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId));
    await changeStatus(tx, order.id, 'confirmed');
    // The shopper's confirmation with its receipt, and the shop's notice of a new order: both
    // recorded with the payment, sent after the commit by the mail sender (decision 016).
    await recordMail(
      tx,
      { kind: 'order_confirmation', orderId: order.id },
      { kind: 'shop_new_order', orderId: order.id },
    );
    log.info({ payment: paymentId, order: order.id }, 'payment confirmed the order');
    return { confirmed: order.paymentMethod };
  });
  if (typeof outcome === 'string') return outcome;
  // Counted once committed: a transaction that failed confirmed nothing.
  countOrder('paid', outcome.confirmed);
  return 'confirmed';
}

/** Marks an open attempt failed; only on the provider's word, never on a browser return alone. */
export async function failPayment(db: Db, paymentId: string, reason: string): Promise<void> {
  const failed = await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
    .where(sql`${payments.id} = ${paymentId} AND ${payments.status} = 'initiated'`)
    .returning({ provider: payments.provider });
  for (const { provider } of failed) countOrder('failed', provider);
}
