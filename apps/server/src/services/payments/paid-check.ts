import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema';
import { capturedAtGateway } from './card';
import { confirmPayment } from './confirm';
import { kokoOrderView } from './koko';

/**
 * Before the sweep cancels an unpaid order it asks the provider about each open attempt. A paid
 * one is confirmed once the sweep's transaction has let go of the order (DESIGN "Order status").
 */
export function paidAtProvider(app: FastifyInstance) {
  return async (orderId: string): Promise<boolean> => {
    const open = await app.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'initiated')));
    for (const payment of open) {
      const paid =
        payment.provider === 'card'
          ? await capturedAtGateway(app, payment).catch(() => false)
          : (await kokoOrderView(app, payment.id).catch(() => undefined))?.status === 'SUCCESS';
      if (paid) {
        setImmediate(
          () =>
            void confirmPayment(app.database.db, payment.id, app.log).catch((error: unknown) =>
              app.log.error({ err: error }, 'confirming a late payment failed'),
            ),
        );
        return true;
      }
    }
    return false;
  };
}
