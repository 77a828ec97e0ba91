import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_RETURNS } from '@avstore/core';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { settleCardAttempt } from './card';
import { refundMessage } from './confirm';
import type { BrowserReturn, PaymentDeps } from './payment-deps';
import { orderLanguage } from './order-language';
import { sameSecret } from './same-secret';

type Deps = Pick<PaymentDeps, 'db' | 'providers' | 'log'>;

/**
 * The browser's return. Its result indicator is the browser's claim; the gateway's order record
 * is the truth (docs/architecture.md#card-gateway), so a wrong indicator fails nothing the gateway has not declined.
 */
export async function verifyCardReturn(
  deps: Deps,
  paymentId: string,
  resultIndicator: string,
): Promise<BrowserReturn> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.provider !== 'card')
    return { ok: false, message: PAYMENT_RETURNS.unknown, orderId: undefined, language: 'en' };
  const language = await orderLanguage(deps.db, payment.orderId);
  const answer = (ok: boolean, message: string) => ({
    ok,
    message,
    orderId: payment.orderId,
    language,
  });
  // A settled attempt is answered from our record, without asking the gateway again.
  const outcome =
    payment.status === 'succeeded'
      ? 'confirmed'
      : payment.status === 'refund_due'
        ? 'refund_due'
        : await settleCardAttempt(deps, payment).catch((error: unknown) => {
            deps.log.error({ err: error, payment: payment.id }, 'the gateway could not be asked');
            return 'open' as const;
          });
  if (outcome === 'confirmed') return answer(true, PAYMENT_RETURNS.successful);
  if (outcome === 'refund_due') {
    // Why it is kept for a refund (cancelled, or paid another way) is on the attempt as it now is.
    const [now] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
    return answer(false, refundMessage(now ?? payment));
  }
  if (outcome === 'failed') return answer(false, PAYMENT_RETURNS.cardDeclined);
  const matches =
    !!payment.successIndicator && sameSecret(resultIndicator, payment.successIndicator);
  if (!matches) return answer(false, PAYMENT_RETURNS.cardNotCompleted);
  deps.log.warn(
    { payment: payment.id },
    'a card return was refused: the gateway does not confirm the payment',
  );
  return answer(false, PAYMENT_RETURNS.notVerified);
}

/**
 * The gateway's notification: accepted only with our secret, and then only as a cue to read the
 * gateway's record of the attempt it names, never as the payment's proof.
 */
export async function cardNotified(
  deps: Deps,
  secret: string,
  body: unknown,
  log: Logger,
): Promise<void> {
  if (!sameSecret(secret, deps.providers.mpgsNotificationSecret)) {
    log.warn('a card notification with a wrong secret was refused');
    throw new AppError('unauthorized', 'Unknown sender');
  }
  const ref = z.uuid().safeParse((body as { order?: { id?: unknown } } | undefined)?.order?.id);
  const [payment] = ref.success
    ? await deps.db.select().from(payments).where(eq(payments.id, ref.data))
    : [];
  if (!payment) throw new AppError('invalid', 'Unknown order reference');
  await settleCardAttempt(deps, payment);
}
