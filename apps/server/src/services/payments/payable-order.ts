import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orders } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { readUser } from '../../plugins/auth';
import { ANONYMOUS_WINDOW_MS } from '../orders/order-view';

/**
 * The order a request may pay: the signed-in owner's, or, within 24 hours of its creation, the
 * order of whoever holds its id; and only while it waits for payment by `method`.
 */
export async function payableOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: string,
  method: 'card' | 'koko',
) {
  const user = await readUser(app, request);
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  if (
    user ? order.userId !== user.id : Date.now() - order.createdAt.getTime() > ANONYMOUS_WINDOW_MS
  ) {
    throw notFound('Order not found');
  }
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
  return order;
}
