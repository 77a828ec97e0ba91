import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  handConfirmationRefusal,
  refusedMoveMessage,
  statusesBefore,
  type OrderStatus,
} from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { orderItems, orders, payments, products, promoUses } from '../../db/schema';
import { AppError } from '../../errors';

export type OrderRow = typeof orders.$inferSelect;

/** What a dispatch records: the courier, and its tracking number or link. */
export interface DispatchDetails {
  courier?: string | undefined;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
}

/** What a step by the shop may carry: a dispatch's details, a bank statement's reference. */
export interface StepDetails extends DispatchDetails {
  statementReference?: string | undefined;
}

/** The moment each status is reached is kept in its own column (orders.*_at). */
const REACHED_AT = {
  confirmed: 'confirmedAt',
  dispatched: 'dispatchedAt',
  ready_for_collection: 'readyAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
} as const;

/** Orders that may come to `to`: from the statuses its delivery method allows (core's transitions). */
function mayBecome(to: OrderStatus) {
  const byMethod = (method: 'delivery' | 'pickup') => {
    const from = statusesBefore(to, method);
    return from.length
      ? and(eq(orders.deliveryMethod, method), inArray(orders.status, from))
      : undefined;
  };
  return or(byMethod('delivery'), byMethod('pickup'));
}

/**
 * Refuses to confirm a bank-transfer order whose payment was never received (core's rule): it is
 * confirmed by verifying its slip, or by staff recording the payment seen on the shop's bank
 * statement, either of which records the payment first.
 */
async function refuseUnpaidConfirmation(tx: DbOrTx, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.paymentMethod !== 'bank_transfer') return;
  const received = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, 'bank_transfer'),
        eq(payments.status, 'succeeded'),
      ),
    )
    .limit(1);
  const refusal = handConfirmationRefusal({ ...order, paid: received.length > 0 });
  if (refusal) throw new AppError('conflict', refusal, 'bank_transfer_unpaid');
}

/**
 * Moves an order to `to` with one guarded update, inside the caller's transaction, by the
 * transitions of its delivery method, noting when; a dispatch records its courier and tracking.
 * A bank transfer is confirmed only once its payment is recorded. Cancelling puts the stock back,
 * frees the order's promo codes and marks what was paid for it to refund. Refused moves throw 404
 * or 409.
 */
export async function changeStatus(
  tx: DbOrTx,
  orderId: string,
  to: OrderStatus,
  dispatch: DispatchDetails = {},
): Promise<OrderRow> {
  if (to === 'confirmed') await refuseUnpaidConfirmation(tx, orderId);
  const guard = mayBecome(to);
  const reached = to === 'pending' ? {} : { [REACHED_AT[to]]: sql`now()` };
  const tracking =
    to === 'dispatched'
      ? {
          courier: dispatch.courier ?? null,
          trackingNumber: dispatch.trackingNumber ?? null,
          trackingUrl: dispatch.trackingUrl ?? null,
        }
      : {};
  const [moved] = guard
    ? await tx
        .update(orders)
        .set({ status: to, ...reached, ...tracking, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), guard))
        .returning()
    : [];
  if (!moved) {
    const [current] = await tx
      .select({ status: orders.status, deliveryMethod: orders.deliveryMethod })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!current) throw new AppError('not_found', 'Order not found');
    throw new AppError(
      'conflict',
      refusedMoveMessage(current.status, to, current.deliveryMethod),
      'transition_refused',
    );
  }
  if (to === 'cancelled') {
    // Products are locked in id order, as order creation locks them, so the two never deadlock.
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productId));
    for (const item of items) {
      // A line of the shop's own (a quoted installation) took no stock.
      if (!item.productId) continue;
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${item.quantity}` })
        .where(eq(products.id, item.productId));
    }
    await tx.delete(promoUses).where(eq(promoUses.orderId, orderId));
    // A card or KOKO payment already taken is now owed back: the back office's dashboard lists it
    // (docs/product.md §15), and the cancellation mail says so (docs/product.md §14).
    await tx
      .update(payments)
      .set({ status: 'refund_due', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  }
  return moved;
}
