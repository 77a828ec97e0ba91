import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { statusesBefore, type OrderStatus } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { orderItems, orders, payments, products, promoUses } from '../../db/schema';
import { AppError } from '../../errors';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Moves an order to `to` with one guarded update, inside the caller's transaction. Cancelling
 * puts the stock back, frees the order's promo codes and marks what was paid for it to refund.
 * Refused moves throw 404 or 409.
 */
export async function changeStatus(
  tx: DbOrTx,
  orderId: string,
  to: OrderStatus,
): Promise<OrderRow> {
  const from = statusesBefore(to);
  const [moved] = from.length
    ? await tx
        .update(orders)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
        .returning()
    : [];
  if (!moved) {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!current) throw new AppError('not_found', 'Order not found');
    throw new AppError(
      'conflict',
      `An order that is ${current.status} cannot become ${to}.`,
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
