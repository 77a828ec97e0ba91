import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { post, signUp } from './accounts';
import { insertProduct, orderBody } from './catalogue';

/** A signed-in shopper with a pending order of one product at `price`, paid by `method`. */
export async function pendingOrder(t: TestApp, method: 'card' | 'koko' | 'cash', price = 12345.5) {
  const shopper = await signUp(t.url);
  const product = await insertProduct(t.database.pool, { price, stock: 5 });
  const res = await post(
    `${t.url}/api/orders`,
    orderBody([{ product }], { paymentMethod: method }),
    {
      authorization: `Bearer ${shopper.token}`,
    },
  );
  expect(res.status).toBe(201);
  return {
    shopper,
    product,
    orderId: res.body.id as string,
    headers: { authorization: `Bearer ${shopper.token}` },
  };
}

/** A pending card order with an open gateway session. */
export async function cardAttempt(t: TestApp) {
  const order = await pendingOrder(t, 'card');
  const session = await post(
    `${t.url}/api/payment/create-session`,
    { orderId: order.orderId, amount: '12345.50' },
    order.headers,
  );
  expect(session.status).toBe(200);
  const [payment] = await paymentsOf(t, order.orderId);
  return { ...order, sessionId: session.body.sessionId as string, ref: payment!.id };
}

export type FormField = { name: string; value: string };

/** A pending KOKO order with an open attempt and the form the browser would post to KOKO. */
export async function kokoAttempt(t: TestApp) {
  const order = await pendingOrder(t, 'koko');
  const form = await post(
    `${t.url}/api/payment/create-koko-payment`,
    { orderId: order.orderId, amount: 12345.5, currency: 'LKR' },
    order.headers,
  );
  expect(form.status).toBe(200);
  const [payment] = await paymentsOf(t, order.orderId);
  return { ...order, fields: form.body.formFields as FormField[], ref: payment!.id };
}

/** KOKO approves the attempt, but its signed response never reaches the store. */
export async function kokoApprovesUnheard(t: TestApp, fields: FormField[]) {
  const page = await fetch(`${t.url}/sandbox/koko/api/merchants/orderCreate`, {
    method: 'POST',
    body: new URLSearchParams(fields.map((f): [string, string] => [f.name, f.value])),
  });
  expect(page.status).toBe(200);
  const ref = fields.find((f) => f.name === '_orderId')!.value;
  await t.database.pool.query(
    "UPDATE sandbox_koko_orders SET outcome = 'SUCCESS' WHERE merchant_order_id = $1",
    [ref],
  );
}

/** Follows one redirect by hand and gives its target. */
export async function redirectOf(url: string, init: RequestInit = {}): Promise<URL> {
  const res = await fetch(url, { ...init, redirect: 'manual' });
  expect([302, 303]).toContain(res.status);
  return new URL(res.headers.get('location')!, url);
}

export async function orderStatus(t: TestApp, orderId: string): Promise<string> {
  return (await t.database.pool.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]
    .status;
}

export async function paymentsOf(t: TestApp, orderId: string) {
  return (
    await t.database.pool.query(
      'SELECT id, status FROM payments WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    )
  ).rows as {
    id: string;
    status: string;
  }[];
}

/** Presses a button on the sandbox gateway's hosted page, without following the browser back. */
export async function decideAtGateway(
  t: TestApp,
  sessionId: string,
  decision: 'approve' | 'decline',
): Promise<URL> {
  return redirectOf(`${t.url}/sandbox/card/pay/${sessionId}/${decision}`, {
    method: 'POST',
    body: new URLSearchParams(),
  });
}

/** A browser return to the card return URL with a result indicator of its own making. */
export function forgedCardReturn(t: TestApp, ref: string): Promise<URL> {
  return redirectOf(`${t.url}/api/payment/card/return?ref=${ref}&resultIndicator=forged`);
}
