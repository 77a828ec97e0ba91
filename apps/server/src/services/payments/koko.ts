import { amountString, toRupees } from '@avstore/core';
import { payments, type orders } from '../../db/schema';
import {
  orderDataString,
  responseDataString,
  sign,
  verify,
  type KokoOrderFields,
} from './koko-signing';
import type { PaymentDeps } from './payment-deps';
import { providerFetch } from './provider-call';
import type { KokoSettings } from './providers';

type OrderRow = typeof orders.$inferSelect;

/** The signed form the browser posts to KOKO's orderCreate, for the order's stored total. */
export async function startKokoPayment(
  { db, providers, config }: Pick<PaymentDeps, 'db' | 'providers' | 'config'>,
  order: OrderRow,
) {
  const koko = providers.koko;
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order.id, provider: 'koko', amountCents: order.totalCents })
    .returning();
  const base = `${config.publicUrl}/api/payment/koko`;
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
    providers.mode === 'live'
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

/** Checks KOKO's signature: over orderId+trnId+status, or with desc appended (docs/architecture.md#koko). */
export function kokoSignatureValid(koko: KokoSettings, body: KokoResponse): boolean {
  const { orderId = '', trnId = '', status = '', desc = '', signature = '' } = body;
  const key = koko.kokoPublicKey;
  const plain = responseDataString(orderId, trnId, status);
  return verify(plain, signature, key) || (desc !== '' && verify(plain + desc, signature, key));
}

/** Asks KOKO for an attempt's status (orderView, docs/architecture.md#koko). */
export async function kokoOrderView(
  koko: KokoSettings,
  paymentId: string,
): Promise<KokoResponse | undefined> {
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
  const response = await providerFetch(
    'koko',
    'order_view',
    `${koko.baseUrl}/api/merchants/orderView`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(15_000),
    },
  );
  if (!response.ok) return undefined;
  const answer = (await response.json()) as KokoResponse & { data?: KokoResponse };
  return answer.data ?? answer;
}
