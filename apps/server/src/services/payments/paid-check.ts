import { and, eq, inArray } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import type { PaidCheck } from '../orders/expiry-sweep';
import { cardVerdict } from './card';
import { confirmPayment } from './confirm';
import { kokoOrderView } from './koko';
import type { PaymentDeps } from './payment-deps';

type Deps = Pick<PaymentDeps, 'db' | 'providers' | 'log'>;

/**
 * Before the sweep cancels an unpaid order it asks the provider about each attempt not yet
 * succeeded: a failed one too, which a provider may have captured after all. A paid one is
 * confirmed once the sweep's transaction has let go of the order (docs/product.md §4 "Order status"). A
 * provider that cannot be asked throws, so the order waits for a later sweep rather than being
 * cancelled on a guess. An attempt superseded by a switch of payment method (switch-method.ts)
 * found paid is recorded for a refund and does not keep the order.
 */
export function paidAtProvider(deps: Deps): PaidCheck {
  const { db, log } = deps;
  return async (orderId) => {
    const unsettled = await db
      .select({ payment: payments, method: orders.paymentMethod })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['initiated', 'failed'])));
    for (const { payment, method } of unsettled) {
      const paid = await paidAttempt(deps, payment).catch((error: unknown) => {
        log.error({ err: error, payment: payment.id }, 'the payment provider could not be asked');
        throw error;
      });
      if (!paid) continue;
      // Confirmed (or, when superseded, kept for a refund) once the sweep lets go of the order.
      setImmediate(
        () =>
          void confirmPayment(db, payment.id, log).catch((error: unknown) =>
            log.error({ err: error }, 'confirming a late payment failed'),
          ),
      );
      if (!payment.supersededAt && payment.provider === method) return true;
    }
    return false;
  };
}

async function paidAttempt(deps: Deps, payment: typeof payments.$inferSelect) {
  if (payment.provider === 'card') return (await cardVerdict(deps, payment)) === 'captured';
  const view = await kokoOrderView(deps.providers.koko, payment.id);
  return view?.status === 'SUCCESS';
}
