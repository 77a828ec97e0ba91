import { eq } from 'drizzle-orm';
import { PAYMENT_RETURNS } from '@avstore/core';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { confirmPayment, failPayment, refundMessage } from './confirm';
import { kokoOrderView, kokoSignatureValid, type KokoResponse } from './koko';
import type { BrowserReturn, PaymentDeps } from './payment-deps';
import { orderLanguage } from './order-language';

// Only SUCCESS is confirmed in KOKO's integrations (docs/architecture.md#koko); these end an attempt unpaid.
const DECLINED = new Set(['FAILED', 'CANCELLED', 'CANCELED', 'DECLINED', 'REJECTED', 'EXPIRED']);

/**
 * KOKO's word on an attempt (its verified response, or orderView): SUCCESS confirms the order (or
 * is kept for a refund), a final refusal fails the attempt, anything else (PENDING) leaves it open.
 */
export async function applyKokoResponse(
  { db, log }: Pick<PaymentDeps, 'db' | 'log'>,
  body: Required<Pick<KokoResponse, 'orderId' | 'trnId' | 'status'>>,
) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, body.orderId));
  if (!payment || payment.provider !== 'koko') return 'unknown' as const;
  if (body.trnId)
    await db
      .update(payments)
      .set({ providerReference: body.trnId })
      .where(eq(payments.id, payment.id));
  if (body.status === 'SUCCESS') return confirmPayment(db, payment.id, log);
  if (!DECLINED.has(body.status.toUpperCase())) return 'open' as const;
  await failPayment(db, payment.id, `koko ${body.status}`);
  return 'failed' as const;
}

/** KOKO's signed server-to-server response (docs/architecture.md#koko), refused without a good signature. */
export async function kokoNotified(
  deps: Pick<PaymentDeps, 'db' | 'providers' | 'log'>,
  body: KokoResponse,
  log: Logger,
): Promise<void> {
  if (
    !body.orderId ||
    !body.trnId ||
    !body.status ||
    !kokoSignatureValid(deps.providers.koko, body)
  ) {
    log.warn({ orderId: body.orderId }, 'a KOKO response with a bad signature was refused');
    throw new AppError('invalid', 'Invalid signature');
  }
  const outcome = await applyKokoResponse(deps, {
    orderId: body.orderId,
    trnId: body.trnId,
    status: body.status,
  });
  if (outcome === 'unknown') throw new AppError('invalid', 'Unknown order');
}

/**
 * The browser back from KOKO (return or cancel URL) proves nothing: an attempt not yet settled is
 * settled by KOKO's orderView, a failed one too (it may have been paid after all). Gives the
 * attempt as it now stands.
 */
export async function settleKokoAttempt(
  deps: Pick<PaymentDeps, 'db' | 'providers' | 'log'>,
  paymentId: string,
) {
  const read = async () =>
    (await deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
  const payment = await read();
  if (payment?.provider !== 'koko') return undefined;
  if (payment.status !== 'initiated' && payment.status !== 'failed') return payment;
  const view = await kokoOrderView(deps.providers.koko, paymentId).catch((error: unknown) => {
    deps.log.error({ err: error, payment: paymentId }, 'KOKO could not be asked');
    return undefined;
  });
  if (!view?.status || view.orderId !== paymentId) return payment;
  await applyKokoResponse(deps, {
    orderId: paymentId,
    trnId: view.trnId ?? '',
    status: view.status,
  });
  return read();
}

/** The browser back from KOKO: its query is not trusted; KOKO's orderView is. */
export async function kokoBrowserReturn(
  deps: Pick<PaymentDeps, 'db' | 'providers' | 'log'>,
  paymentId: string,
  cancelled: boolean,
): Promise<BrowserReturn> {
  const payment = await settleKokoAttempt(deps, paymentId);
  if (!payment)
    return { ok: false, message: PAYMENT_RETURNS.unknown, orderId: undefined, language: 'en' };
  const ok = payment.status === 'succeeded';
  const message = ok
    ? PAYMENT_RETURNS.successful
    : payment.status === 'refund_due'
      ? refundMessage(payment)
      : cancelled
        ? PAYMENT_RETURNS.kokoCancelled
        : PAYMENT_RETURNS.kokoNotCompleted;
  return {
    ok,
    message,
    orderId: payment.orderId,
    language: await orderLanguage(deps.db, payment.orderId),
  };
}
