import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { amountString, toRupees } from '@avstore/core';
import { payments, type orders } from '../../db/schema';
import { confirmPayment, failPayment, REFUND_MESSAGE } from './confirm';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Opens a hosted-checkout session for the order's stored total (never the browser's). */
export async function startCardPayment(app: FastifyInstance, order: OrderRow, description: string) {
  const [payment] = await app.database.db
    .insert(payments)
    .values({ orderId: order.id, provider: 'card', amountCents: order.totalCents })
    .returning();
  const session = await app.providers.mpgs.initiateCheckout({
    orderReference: payment!.id,
    amount: amountString(toRupees(order.totalCents)),
    description,
    returnUrl: `${app.config.publicUrl}/api/payment/card/return?ref=${payment!.id}`,
    merchantName: app.config.SHOP_NAME,
  });
  await app.database.db
    .update(payments)
    .set({ sessionId: session.sessionId, successIndicator: session.successIndicator })
    .where(eq(payments.id, payment!.id));
  // The sandbox's script is served by this very site, whatever address the browser used.
  const checkoutScriptUrl =
    app.providers.mode === 'live'
      ? app.providers.mpgs.checkoutScriptUrl
      : '/sandbox/card/checkout.min.js';
  return { sessionId: session.sessionId, checkoutScriptUrl };
}

export type CardVerdict = 'captured' | 'declined' | 'open';

// Final refusals in the gateway's order record (reference §A.5); anything else may still be paid.
const DECLINED = new Set(['FAILED', 'CANCELLED', 'AUTHENTICATION_UNSUCCESSFUL']);

/** The gateway's own record of an attempt: captured in full in LKR, declined, or neither yet. */
export async function cardVerdict(app: FastifyInstance, payment: PaymentRow): Promise<CardVerdict> {
  const record = await app.providers.mpgs.retrieveOrder(payment.id);
  if (!record) return 'open';
  if (record.result === 'SUCCESS' && record.status === 'CAPTURED') {
    if (
      record.currency === payment.currency &&
      Math.round((record.amount ?? NaN) * 100) === payment.amountCents
    )
      return 'captured';
    app.log.warn(
      { payment: payment.id, record },
      'the gateway record does not match the payment (amount or currency)',
    );
    return 'open';
  }
  if (DECLINED.has(record.status ?? '') || (record.result === 'FAILURE' && !record.status))
    return 'declined';
  return 'open';
}

/**
 * Takes the gateway's word on an attempt: a capture confirms the order (or is kept for a refund
 * when the order is no longer pending), a decline fails the attempt, anything else leaves it open.
 */
export async function settleCardAttempt(
  app: FastifyInstance,
  payment: PaymentRow,
): Promise<'confirmed' | 'refund_due' | 'failed' | 'open'> {
  const verdict = await cardVerdict(app, payment);
  if (verdict === 'declined') {
    await failPayment(app.database.db, payment.id, 'declined at the gateway');
    return 'failed';
  }
  if (verdict === 'open') return 'open';
  const outcome = await confirmPayment(app.database.db, payment.id, app.log);
  if (outcome === 'unknown') return 'open';
  return outcome === 'refund_due' ? 'refund_due' : 'confirmed';
}

/**
 * The browser's return. Its result indicator is the browser's claim; the gateway's order record
 * is the truth (reference §A.4), so a wrong indicator fails nothing the gateway has not declined.
 */
export async function verifyCardReturn(
  app: FastifyInstance,
  paymentId: string,
  resultIndicator: string,
) {
  const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.provider !== 'card')
    return { ok: false as const, message: 'Unknown payment', orderId: undefined };
  const answer = (ok: boolean, message: string) => ({ ok, message, orderId: payment.orderId });
  // A settled attempt is answered from our record, without asking the gateway again.
  const outcome =
    payment.status === 'succeeded'
      ? 'confirmed'
      : payment.status === 'refund_due'
        ? 'refund_due'
        : await settleCardAttempt(app, payment).catch((error: unknown) => {
            app.log.error({ err: error, payment: payment.id }, 'the gateway could not be asked');
            return 'open' as const;
          });
  if (outcome === 'confirmed') return answer(true, 'Payment successful');
  if (outcome === 'refund_due') return answer(false, REFUND_MESSAGE);
  if (outcome === 'failed') return answer(false, 'Your card payment was declined.');
  const matches =
    !!payment.successIndicator && sameSecret(resultIndicator, payment.successIndicator);
  if (!matches) return answer(false, 'Your card payment was not completed.');
  app.log.warn(
    { payment: payment.id },
    'a card return was refused: the gateway does not confirm the payment',
  );
  return answer(false, 'The payment could not be verified.');
}
