import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { post } from '../helpers/accounts';
import { stockOf } from '../helpers/catalogue';
import { orderStatus, pendingOrder, redirectOf } from '../helpers/payments';
import { sweepExpiredOrders } from '../../src/services/orders/expiry-sweep';
import { paidAtProvider } from '../../src/services/payments/paid-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const age = (orderId: string) =>
  t.database.pool.query("UPDATE orders SET created_at = now() - interval '1 hour' WHERE id = $1", [
    orderId,
  ]);

describe('the unpaid-order sweep asks the provider first', () => {
  it('confirms an expired card order that was paid at the gateway, and cancels an unpaid one', async () => {
    const paid = await pendingOrder(t, 'card');
    const unpaid = await pendingOrder(t, 'card');
    const { body } = await post(
      `${t.url}/api/payment/create-session`,
      { orderId: paid.orderId, amount: '12345.50' },
      paid.headers,
    );
    await post(
      `${t.url}/api/payment/create-session`,
      { orderId: unpaid.orderId, amount: '12345.50' },
      unpaid.headers,
    );
    // Paid at the gateway, but the browser never came back.
    await redirectOf(`${t.url}/sandbox/card/pay/${body.sessionId}/approve`, {
      method: 'POST',
      body: new URLSearchParams(),
    });
    await age(paid.orderId);
    await age(unpaid.orderId);

    await sweepExpiredOrders(
      t.database.db,
      30 * 60_000,
      paidAtProvider(t.app),
      pino({ level: 'silent' }),
    );
    expect(await orderStatus(t, unpaid.orderId)).toBe('cancelled');
    expect(await stockOf(t.database.pool, unpaid.product.id)).toBe(5);
    await expect.poll(() => orderStatus(t, paid.orderId)).toBe('confirmed');
    expect(await stockOf(t.database.pool, paid.product.id)).toBe(4);
  });
});
