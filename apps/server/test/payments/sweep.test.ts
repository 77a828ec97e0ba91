import pino from 'pino';
import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { post } from '../helpers/accounts';
import { stockOf } from '../helpers/catalogue';
import {
  cardAttempt,
  decideAtGateway,
  kokoApprovesUnheard,
  kokoAttempt,
  forgedCardReturn,
  orderStatus,
  paymentsOf,
  pendingOrder,
  redirectOf,
} from '../helpers/payments';
import { sweepExpiredOrders } from '../../src/services/orders/expiry-sweep';
import { it } from '../fixtures';

const age = (t: TestApp, orderId: string) =>
  t.database.pool.query("UPDATE orders SET created_at = now() - interval '1 hour' WHERE id = $1", [
    orderId,
  ]);

const sweep = (t: TestApp) =>
  sweepExpiredOrders(
    t.database.db,
    30 * 60_000,
    t.app.services.payments.paidAtProvider,
    pino({ level: 'silent' }),
  );

describe('the unpaid-order sweep asks the provider first', () => {
  it('confirms an expired card order that was paid at the gateway, and cancels an unpaid one', async ({
    t,
  }) => {
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
    await age(t, paid.orderId);
    await age(t, unpaid.orderId);

    await sweepExpiredOrders(
      t.database.db,
      30 * 60_000,
      t.app.services.payments.paidAtProvider,
      pino({ level: 'silent' }),
    );
    expect(await orderStatus(t, unpaid.orderId)).toBe('cancelled');
    expect(await stockOf(t.database.pool, unpaid.product.id)).toBe(5);
    await expect.poll(() => orderStatus(t, paid.orderId)).toBe('confirmed');
    expect(await stockOf(t.database.pool, paid.product.id)).toBe(4);
  });

  it('a forged card return leaves the attempt open, so the sweep finds the later capture', async ({
    t,
  }) => {
    const { orderId, sessionId, ref } = await cardAttempt(t);
    expect((await forgedCardReturn(t, ref)).searchParams.get('status')).toBe('FAILED');
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'initiated' }]);
    // The shopper pays at the gateway afterwards; the browser never comes back.
    await decideAtGateway(t, sessionId, 'approve');
    await age(t, orderId);
    await sweep(t);
    await expect.poll(() => orderStatus(t, orderId)).toBe('confirmed');
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'succeeded' }]);
  });

  it('asks about failed attempts too: one the provider captured confirms the order', async ({
    t,
  }) => {
    // Marked failed by mistake (or captured after a decline); the provider's record is the truth.
    const card = await cardAttempt(t);
    await decideAtGateway(t, card.sessionId, 'approve');
    const koko = await kokoAttempt(t);
    await kokoApprovesUnheard(t, koko.fields);
    await t.database.pool.query(
      "UPDATE payments SET status = 'failed' WHERE order_id IN ($1, $2)",
      [card.orderId, koko.orderId],
    );
    await age(t, card.orderId);
    await age(t, koko.orderId);
    await sweep(t);
    await expect.poll(() => orderStatus(t, card.orderId)).toBe('confirmed');
    await expect.poll(() => orderStatus(t, koko.orderId)).toBe('confirmed');
    expect(await paymentsOf(t, koko.orderId)).toEqual([{ id: koko.ref, status: 'succeeded' }]);
  });
});
