import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { amountString, toRupees } from '@avstore/core';
import { payments, type orders } from '../../db/schema';
import { confirmPayment, failPayment } from './confirm';
import {
  orderDataString,
  responseDataString,
  sign,
  verify,
  type KokoOrderFields,
} from './koko-signing';

type OrderRow = typeof orders.$inferSelect;

/** The signed form the browser posts to KOKO's orderCreate, for the order's stored total. */
export async function startKokoPayment(app: FastifyInstance, order: OrderRow) {
  const koko = app.providers.koko;
  const [payment] = await app.database.db
    .insert(payments)
    .values({ orderId: order.id, provider: 'koko', amountCents: order.totalCents })
    .returning();
  const base = `${app.config.publicUrl}/api/payment/koko`;
  const fields: KokoOrderFields = {
    _mId: koko.merchantId,
    api_key: koko.apiKey,
    _returnUrl: `${base}/return?ref=${payment!.id}`,
    _cancelUrl: `${base}/cancel?ref=${payment!.id}`,
    _responseUrl: `${base}/notify`,
    _amount: amountString(toRupees(order.totalCents)),
    _currency: 'LKR',
    _reference: payment!.id,
    _orderId: payment!.id,
    _pluginName: koko.pluginName,
    _pluginVersion: koko.pluginVersion,
    _description: `Order #${order.id.slice(0, 8).toUpperCase()}`,
    _firstName: order.firstName,
    _lastName: order.lastName,
    _email: order.email,
    _mobileNo: order.phone,
  };
  const dataString = orderDataString(fields);
  const formFields = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'dataString', value: dataString },
    { name: 'signature', value: sign(dataString, koko.privateKey) },
  ];
  const actionUrl =
    app.providers.mode === 'live'
      ? `${koko.baseUrl}/api/merchants/orderCreate`
      : '/sandbox/koko/api/merchants/orderCreate';
  return { actionUrl, formFields };
}

export interface KokoResponse {
  orderId?: string;
  trnId?: string;
  status?: string;
  desc?: string;
  signature?: string;
}

/** Checks KOKO's signature: over orderId+trnId+status, or with desc appended (reference §B.2). */
export function kokoSignatureValid(app: FastifyInstance, body: KokoResponse): boolean {
  const { orderId = '', trnId = '', status = '', desc = '', signature = '' } = body;
  const key = app.providers.koko.kokoPublicKey;
  const plain = responseDataString(orderId, trnId, status);
  return verify(plain, signature, key) || (desc !== '' && verify(plain + desc, signature, key));
}

// Only SUCCESS is confirmed in KOKO's integrations (reference §B.2); these end an attempt unpaid.
const DECLINED = new Set(['FAILED', 'CANCELLED', 'CANCELED', 'DECLINED', 'REJECTED', 'EXPIRED']);

/**
 * KOKO's word on an attempt (its verified response, or orderView): SUCCESS confirms the order (or
 * is kept for a refund), a final refusal fails the attempt, anything else (PENDING) leaves it open.
 */
export async function applyKokoResponse(
  app: FastifyInstance,
  body: Required<Pick<KokoResponse, 'orderId' | 'trnId' | 'status'>>,
) {
  const [payment] = await app.database.db
    .select()
    .from(payments)
    .where(eq(payments.id, body.orderId));
  if (!payment || payment.provider !== 'koko') return 'unknown' as const;
  if (body.trnId)
    await app.database.db
      .update(payments)
      .set({ providerReference: body.trnId })
      .where(eq(payments.id, payment.id));
  if (body.status === 'SUCCESS') return confirmPayment(app.database.db, payment.id, app.log);
  if (!DECLINED.has(body.status.toUpperCase())) return 'open' as const;
  await failPayment(app.database.db, payment.id, `koko ${body.status}`);
  return 'failed' as const;
}

/**
 * The browser back from KOKO (return or cancel URL) proves nothing: an attempt not yet settled is
 * settled by KOKO's orderView, a failed one too (it may have been paid after all). Gives the
 * attempt as it now stands.
 */
export async function settleKokoAttempt(app: FastifyInstance, paymentId: string) {
  const read = async () =>
    (await app.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
  const payment = await read();
  if (payment?.provider !== 'koko') return undefined;
  if (payment.status !== 'initiated' && payment.status !== 'failed') return payment;
  const view = await kokoOrderView(app, paymentId).catch((error: unknown) => {
    app.log.error({ err: error, payment: paymentId }, 'KOKO could not be asked');
    return undefined;
  });
  if (!view?.status || view.orderId !== paymentId) return payment;
  await applyKokoResponse(app, {
    orderId: paymentId,
    trnId: view.trnId ?? '',
    status: view.status,
  });
  return read();
}

/** Asks KOKO for an attempt's status (orderView, reference §B.4). */
export async function kokoOrderView(
  app: FastifyInstance,
  paymentId: string,
): Promise<KokoResponse | undefined> {
  const koko = app.providers.koko;
  const signature = sign(
    `${koko.merchantId}${koko.pluginName}${koko.pluginVersion}${paymentId}${koko.apiKey}`,
    koko.privateKey,
  );
  const form = new URLSearchParams({
    _mId: koko.merchantId,
    api_key: koko.apiKey,
    _orderId: paymentId,
    _pluginName: koko.pluginName,
    _pluginVersion: koko.pluginVersion,
    signature,
  });
  const response = await fetch(`${koko.baseUrl}/api/merchants/orderView`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) return undefined;
  const answer = (await response.json()) as KokoResponse & { data?: KokoResponse };
  return answer.data ?? answer;
}
