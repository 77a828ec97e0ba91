import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BANK_TRANSFER_MESSAGES,
  bankTransferRefusal,
  deliveryCountryIssue,
  type Order,
  type PaymentMethod,
  type User,
  PAYMENT_REFUSALS,
  SERVER_MESSAGES,
} from '@avstore/core';
import { transaction, type Tx } from '../../db/database';
import { orders, payments, users } from '../../db/schema';
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
 * delivers (DELIVERY_COUNTRIES): an older order to elsewhere is not switched to it. A switch to a
 * bank transfer takes what placing one takes (a confirmed account, the shop's account given); a
 * bank-transfer order stays one, as its slip may be on its way and its hold is days, not minutes.
 */
export async function switchPaymentMethod(
  { db, clock, config, shop }: Pick<PaymentDeps, 'db' | 'clock' | 'config' | 'shop'>,
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
    if (!order) throw new AppError('not_found', SERVER_MESSAGES.orderNotFound);
    if (order.status !== 'pending')
      throw new AppError('conflict', PAYMENT_REFUSALS.notPayable(order.status), 'not_pending');
    if (attempts.some((a) => a.status === 'succeeded'))
      throw new AppError('conflict', PAYMENT_REFUSALS.paid, 'paid');
    if (order.paymentMethod === method) return order;
    if (order.paymentMethod === 'cash')
      throw new AppError('conflict', PAYMENT_REFUSALS.cashOrder, 'cash_order');
    if (order.paymentMethod === 'bank_transfer')
      throw new AppError('conflict', BANK_TRANSFER_MESSAGES.stays, 'bank_transfer_order');
    if (method === 'bank_transfer') {
      const refusal = bankTransferRefusal(
        await accountOf(tx, order.userId),
        (await shop()).bank ?? null,
      );
      if (refusal) throw new AppError('conflict', refusal, 'bank_transfer_refused');
    }
    const abroad =
      method === 'cash' &&
      deliveryCountryIssue(order.country, order.deliveryMethod, config.DELIVERY_COUNTRIES);
    if (abroad)
      throw new AppError('conflict', PAYMENT_REFUSALS.noCashAbroad(abroad), 'not_delivered');
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
    // Now a cash or bank-transfer order, it is placed as one: the shopper's confirmation and
    // the shop's notice, as create-order.ts records them for an order placed so.
    if (method === 'cash' || method === 'bank_transfer')
      await recordMail(
        tx,
        {
          kind: 'order_confirmation',
          orderId,
          ...(method === 'bank_transfer' && { params: { holdMs: config.BANK_TRANSFER_TTL } }),
        },
        { kind: 'shop_new_order', orderId },
      );
    return switched!;
  });
  return (await toOrders(db, [row]))[0]!;
}

/** Whether the order's account has confirmed its e-mail address. */
async function accountOf(tx: Tx, userId: string): Promise<{ confirmed: boolean }> {
  const [user] = await tx
    .select({ confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return { confirmed: Boolean(user?.confirmedAt) };
}
