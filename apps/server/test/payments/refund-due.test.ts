import pino from 'pino';
import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { call } from '../helpers/admin';
import {
  cardAttempt,
  decideAtGateway,
  forgedCardReturn,
  kokoApprovesUnheard,
  kokoAttempt,
  orderStatus,
  paymentsOf,
  redirectOf,
} from '../helpers/payments';
import { responseDataString, sign } from '../../src/services/payments/koko-signing';
import { sweepExpiredOrders } from '../../src/services/orders/expiry-sweep';
import { it, type Admin } from '../fixtures';

const REFUND = 'This order was cancelled before the payment arrived. We will refund it.';

async function sweepNow(t: TestApp, orderId: string) {
  await t.database.pool.query(
    "UPDATE orders SET created_at = now() - interval '1 hour' WHERE id = $1",
    [orderId],
  );
  await sweepExpiredOrders(
    t.database.db,
    30 * 60_000,
    t.app.services.payments.paidAtProvider,
    pino({ level: 'silent' }),
  );
}

const adminCancels = async (t: TestApp, admin: Admin, orderId: string) =>
  expect(
    (
      await call(t, 'PATCH', `/api/admin/orders/${orderId}/status`, admin.token, {
        status: 'cancelled',
      })
    ).status,
  ).toBe(200);

/** KOKO's signed server-to-server response. */
const kokoNotify = (t: TestApp, ref: string, status: string) =>
  fetch(`${t.url}/api/payment/koko/notify`, {
    method: 'POST',
    body: new URLSearchParams({
      orderId: ref,
      trnId: 'c'.repeat(32),
      status,
      desc: '',
      signature: sign(
        responseDataString(ref, 'c'.repeat(32), status),
        t.app.providers.sandbox!.kokoPrivateKey,
      ),
    }),
  });

async function refundsDue(t: TestApp, admin: Admin): Promise<string[]> {
  const res = await call(t, 'GET', '/api/admin/dashboard', admin.token);
  return (res.body.refundsDue as { paymentId: string }[]).map((r) => r.paymentId);
}

describe('a payment captured after its order was cancelled is kept for a refund', () => {
  it('card: a forged return, the sweep cancels, then the gateway captures and the browser returns', async ({
    t,
    admin,
  }) => {
    const { orderId, sessionId, ref } = await cardAttempt(t);
    await forgedCardReturn(t, ref);
    await sweepNow(t, orderId);
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    const back = await decideAtGateway(t, sessionId, 'approve');
    const page = await redirectOf(back.toString());
    expect(page.searchParams.get('status')).toBe('FAILED');
    expect(page.searchParams.get('message')).toBe(REFUND);
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'refund_due' }]);
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    expect(await refundsDue(t, admin)).toContain(ref);
  });

  it('KOKO: an attempt KOKO refused, the admin cancels, KOKO then approves and only the browser returns', async ({
    t,
    admin,
  }) => {
    const { orderId, fields, ref } = await kokoAttempt(t);
    expect((await kokoNotify(t, ref, 'FAILED')).status).toBe(200);
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'failed' }]);
    await adminCancels(t, admin, orderId);
    await kokoApprovesUnheard(t, fields);
    const page = await redirectOf(`${t.url}/api/payment/koko/return?ref=${ref}`);
    expect(page.searchParams.get('message')).toBe(REFUND);
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'refund_due' }]);
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    expect(await refundsDue(t, admin)).toContain(ref);
  });

  it('a failed attempt captured after the sweep cancelled: the notifications give refund_due', async ({
    t,
    admin,
  }) => {
    const card = await cardAttempt(t);
    const koko = await kokoAttempt(t);
    await t.database.pool.query(
      "UPDATE payments SET status = 'failed' WHERE order_id IN ($1, $2)",
      [card.orderId, koko.orderId],
    );
    await sweepNow(t, card.orderId);
    await sweepNow(t, koko.orderId);
    expect(await orderStatus(t, card.orderId)).toBe('cancelled');
    expect(await orderStatus(t, koko.orderId)).toBe('cancelled');

    await decideAtGateway(t, card.sessionId, 'approve');
    const secret = t.app.providers.mpgsNotificationSecret;
    const notified = await fetch(`${t.url}/api/payment/card/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-notification-secret': secret },
      body: JSON.stringify({ order: { id: card.ref } }),
    });
    expect(notified.status).toBe(200);
    expect((await kokoNotify(t, koko.ref, 'SUCCESS')).status).toBe(200);
    expect(await paymentsOf(t, card.orderId)).toEqual([{ id: card.ref, status: 'refund_due' }]);
    expect(await paymentsOf(t, koko.orderId)).toEqual([{ id: koko.ref, status: 'refund_due' }]);
    expect(await refundsDue(t, admin)).toEqual(expect.arrayContaining([card.ref, koko.ref]));
  });
});
