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
