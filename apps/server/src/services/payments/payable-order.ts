import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@avstore/core';
import { orders, payments } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/**
 * Attempts one order may have: each costs a provider session and a question to the provider at
 * every sweep, so one account cannot make them without end.
 */
export const MAX_PAYMENT_ATTEMPTS = 10;

/**
 * The order a signed-in user may pay: only their own (the answer carries their contact details
 * and opens a payment), and only while it waits for payment by `method`.
 */
export async function payableOrder(
  app: FastifyInstance,
  user: User,
  orderId: string,
  method: 'card' | 'koko',
) {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== user.id) throw notFound('Order not found');
  if (order.status !== 'pending')
    throw new AppError(
      'conflict',
      `This order is ${order.status} and cannot be paid.`,
      'not_pending',
    );
  if (order.paymentMethod !== method) {
    throw new AppError(
      'conflict',
      `This order is paid by ${order.paymentMethod}, not ${method}.`,
      'wrong_method',
    );
  }
  const [attempts] = await app.database.db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  if ((attempts?.n ?? 0) >= MAX_PAYMENT_ATTEMPTS)
    throw new AppError(
      'conflict',
      'This order has had too many payment attempts. Please contact the shop.',
      'too_many_attempts',
    );
  return order;
}
