import { count, eq } from 'drizzle-orm';
import { toCents, type User, PAYMENT_REFUSALS } from '@avstore/core';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import { orderFor } from '../orders/order-access';
import type { PaymentDeps } from './payment-deps';

/**
 * Attempts one order may have: each costs a provider session and a question to the provider at
 * every sweep, so one account cannot make them without end.
 */
export const MAX_PAYMENT_ATTEMPTS = 10;

/**
 * The order a signed-in user may pay: only their own (order-access's `pay`), only while it waits
 * for payment by `method`, and only for the amount it costs.
 */
export async function payableOrder(
  { db, clock }: Pick<PaymentDeps, 'db' | 'clock'>,
  user: User,
  request: { orderId: string; amount: string | number },
  method: 'card' | 'koko',
) {
  const { row: order } = await orderFor(db, clock, request.orderId, user, 'pay');
  if (order.status !== 'pending')
    throw new AppError('conflict', PAYMENT_REFUSALS.notPayable(order.status), 'not_pending');
  if (order.paymentMethod !== method) {
    throw new AppError(
      'conflict',
      PAYMENT_REFUSALS.wrongMethod(order.paymentMethod, method),
      'wrong_method',
    );
  }
  const [attempts] = await db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  if ((attempts?.n ?? 0) >= MAX_PAYMENT_ATTEMPTS)
    throw new AppError('conflict', PAYMENT_REFUSALS.tooManyAttempts, 'too_many_attempts');
  if (toCents(Number(request.amount)) !== order.totalCents)
    throw new AppError('conflict', PAYMENT_REFUSALS.amountMismatch, 'amount_mismatch');
  return order;
}
