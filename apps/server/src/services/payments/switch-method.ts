import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { deliveryCountryIssue, type Order, type PaymentMethod, type User } from '@avstore/core';
import { transaction } from '../../db/database';
import { orders, payments } from '../../db/schema';
import { AppError } from '../../errors';
import { recordMail } from '../mail/outbox';
import { orderFor } from '../orders/order-access';
import { toOrders } from '../order-documents/order-view';
import type { PaymentDeps } from './payment-deps';

/**
 * Pays a card or KOKO order another way (docs/product.md §12 "Paying another way"): only its
 * owner, only while it is pending and nothing has paid it. The attempts opened so far are
 * superseded in the same transaction, so none of them confirms the order afterwards: a payment
 * one of them still brings is kept for a refund (confirm.ts). A switch to cash makes it a cash
 * order, which the shop confirms; a cash order stays cash. Cash on delivery only where the shop
 * delivers (DELIVERY_COUNTRIES): an older order to elsewhere is not switched to it.
 */
export async function switchPaymentMethod(
  { db, clock, config }: Pick<PaymentDeps, 'db' | 'clock' | 'config'>,
  user: User,
  orderId: string,
  method: PaymentMethod,
): Promise<Order> {
  // Anyone but the owner is told the order does not exist, as every payment call does.
  await orderFor(db, clock, orderId, user, 'pay');
  const row = await transaction(db, async (tx) => {
    // The attempts first, then the order: the order in which a confirmation locks them, so the
    // two wait for each other instead of deadlocking. A confirmation that got there first has
    // made the order confirmed, and the switch is refused below.
    const attempts = await tx
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.id))
      .for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found', 'Order not found');
    if (order.status !== 'pending')
      throw new AppError(
        'conflict',
        `This order is ${order.status} and cannot be paid.`,
        'not_pending',
      );
    if (attempts.some((a) => a.status === 'succeeded'))
      throw new AppError('conflict', 'This order has been paid.', 'paid');
    if (order.paymentMethod === method) return order;
    if (order.paymentMethod === 'cash')
      throw new AppError(
        'conflict',
        'This order is paid in cash; the shop confirms it. Please contact the shop to change it.',
        'cash_order',
      );
    const abroad =
      method === 'cash' &&
      deliveryCountryIssue(order.country, order.deliveryMethod, config.DELIVERY_COUNTRIES);
    if (abroad)
      throw new AppError(
        'conflict',
        `${abroad}, so this order cannot be paid in cash on delivery. Please pay by card or KOKO.`,
        'not_delivered',
      );
    await tx
      .update(payments)
      .set({ supersededAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.orderId, orderId),
          isNull(payments.supersededAt),
          inArray(payments.status, ['initiated', 'failed']),
        ),
      );
    const [switched] = await tx
      .update(orders)
      .set({ paymentMethod: method, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    // Now a cash order, it is placed as one: the shopper's confirmation and the shop's notice,
    // as create-order.ts records them for an order placed in cash.
    if (method === 'cash')
      await recordMail(
        tx,
        { kind: 'order_confirmation', orderId },
        { kind: 'shop_new_order', orderId },
      );
    return switched!;
  });
  return (await toOrders(db, [row]))[0]!;
}
