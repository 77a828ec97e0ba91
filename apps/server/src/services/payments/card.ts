import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { amountString, toRupees } from '@avstore/core';
import { payments, type orders } from '../../db/schema';
import { confirmPayment, failPayment } from './confirm';

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

/** True when the gateway's own record shows this attempt captured in full, in LKR. */
export async function capturedAtGateway(
  app: FastifyInstance,
  payment: PaymentRow,
): Promise<boolean> {
  const record = await app.providers.mpgs.retrieveOrder(payment.id);
  const ok =
    record?.result === 'SUCCESS' &&
    record.status === 'CAPTURED' &&
    record.currency === payment.currency &&
    Math.round((record.amount ?? NaN) * 100) === payment.amountCents;
  if (record && !ok && record.status === 'CAPTURED') {
    app.log.warn(
      { payment: payment.id, record },
      'the gateway record does not match the payment (amount or currency)',
    );
  }
  return ok;
}

/**
 * The browser's return: the result indicator must equal the success indicator we kept, and
 * then the gateway's order record must agree (reference §A.4). Only then is the order confirmed.
 */
export async function verifyCardReturn(
  app: FastifyInstance,
  paymentId: string,
  resultIndicator: string,
) {
  const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.provider !== 'card')
    return { ok: false as const, message: 'Unknown payment', orderId: undefined };
  const matches =
    !!payment.successIndicator && sameSecret(resultIndicator, payment.successIndicator);
  if (!matches) {
    await failPayment(app.database.db, payment.id, 'declined');
    return {
      ok: false as const,
      message: 'Your card payment was declined.',
      orderId: payment.orderId,
    };
  }
  if (!(await capturedAtGateway(app, payment))) {
    app.log.warn(
      { payment: payment.id },
      'a card return was refused: the gateway does not confirm the payment',
    );
    return {
      ok: false as const,
      message: 'The payment could not be verified.',
      orderId: payment.orderId,
    };
  }
  const outcome = await confirmPayment(app.database.db, payment.id, app.log);
  return outcome === 'refund_due'
    ? {
        ok: false as const,
        message: 'This order was cancelled before the payment arrived. We will refund it.',
        orderId: payment.orderId,
      }
    : { ok: true as const, message: 'Payment successful', orderId: payment.orderId };
}
