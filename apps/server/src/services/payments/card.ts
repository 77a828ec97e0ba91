import { eq } from 'drizzle-orm';
import { amountString, toRupees } from '@avstore/core';
import { payments, type orders } from '../../db/schema';
import { confirmPayment, failPayment } from './confirm';
import type { PaymentDeps } from './payment-deps';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Opens a hosted-checkout session for the order's stored total (never the browser's). */
export async function startCardPayment(
  { db, providers, config, shop }: Pick<PaymentDeps, 'db' | 'providers' | 'config' | 'shop'>,
  order: OrderRow,
  description: string,
) {
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order.id, provider: 'card', amountCents: order.totalCents })
    .returning();
  const session = await providers.mpgs.initiateCheckout({
    orderReference: payment!.id,
    amount: amountString(toRupees(order.totalCents)),
    description,
    returnUrl: `${config.publicUrl}/api/payment/card/return?ref=${payment!.id}`,
    merchantName: (await shop()).name,
  });
  await db
    .update(payments)
    .set({ sessionId: session.sessionId, successIndicator: session.successIndicator })
    .where(eq(payments.id, payment!.id));
  // The sandbox's script is served by this very site, whatever address the browser used.
  const checkoutScriptUrl =
    providers.mode === 'live' ? providers.mpgs.checkoutScriptUrl : '/sandbox/card/checkout.min.js';
  return { sessionId: session.sessionId, checkoutScriptUrl };
}

export type CardVerdict = 'captured' | 'declined' | 'open';

// Final refusals in the gateway's order record (docs/architecture.md#card-gateway); anything else may still be paid.
const DECLINED = new Set(['FAILED', 'CANCELLED', 'AUTHENTICATION_UNSUCCESSFUL']);

/** The gateway's own record of an attempt: captured in full in LKR, declined, or neither yet. */
export async function cardVerdict(
  { providers, log }: Pick<PaymentDeps, 'providers' | 'log'>,
  payment: PaymentRow,
): Promise<CardVerdict> {
  const record = await providers.mpgs.retrieveOrder(payment.id);
  if (!record) return 'open';
  if (record.result === 'SUCCESS' && record.status === 'CAPTURED') {
    if (
      record.currency === payment.currency &&
      Math.round((record.amount ?? NaN) * 100) === payment.amountCents
    )
      return 'captured';
    log.warn(
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
  deps: Pick<PaymentDeps, 'db' | 'providers' | 'log'>,
  payment: PaymentRow,
): Promise<'confirmed' | 'refund_due' | 'failed' | 'open'> {
  const verdict = await cardVerdict(deps, payment);
  if (verdict === 'declined') {
    await failPayment(deps.db, payment.id, 'declined at the gateway');
    return 'failed';
  }
  if (verdict === 'open') return 'open';
  const outcome = await confirmPayment(deps.db, payment.id, deps.log);
  if (outcome === 'unknown') return 'open';
  return outcome === 'refund_due' ? 'refund_due' : 'confirmed';
}
