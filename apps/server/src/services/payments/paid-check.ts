import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema';
import { cardVerdict } from './card';
import { confirmPayment } from './confirm';
import { kokoOrderView } from './koko';

/**
 * Before the sweep cancels an unpaid order it asks the provider about each attempt not yet
 * succeeded: a failed one too, which a provider may have captured after all. A paid one is
 * confirmed once the sweep's transaction has let go of the order (DESIGN "Order status"). A
 * provider that cannot be asked throws, so the order waits for a later sweep rather than being
 * cancelled on a guess.
 */
export function paidAtProvider(app: FastifyInstance) {
  return async (orderId: string): Promise<boolean> => {
    const unsettled = await app.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['initiated', 'failed'])));
    for (const payment of unsettled) {
      const paid = await paidAttempt(app, payment).catch((error: unknown) => {
        app.log.error(
          { err: error, payment: payment.id },
          'the payment provider could not be asked',
        );
        throw error;
      });
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

async function paidAttempt(app: FastifyInstance, payment: typeof payments.$inferSelect) {
  if (payment.provider === 'card') return (await cardVerdict(app, payment)) === 'captured';
  const view = await kokoOrderView(app, payment.id);
  return view?.status === 'SUCCESS';
}
