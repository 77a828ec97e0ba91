import { describe, expect } from 'vitest';
import { transaction } from '../../src/db/database';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import {
  decideAtGateway,
  forgedCardReturn,
  orderStatus,
  paymentsOf,
  pendingOrder,
  redirectOf,
} from '../helpers/payments';
import { changeStatus } from '../../src/services/orders/status';
import { it } from '../fixtures';

const session = (
  t: TestApp,
  orderId: string,
  headers: Record<string, string> = {},
  amount = '12345.50',
) =>
  post(
    `${t.url}/api/payment/create-session`,
    { orderId, amount, description: 'Order #TEST' },
    headers,
  );

/** Plays the shopper on the sandbox's hosted page, then the browser's return; gives the response page URL. */
async function pay(t: TestApp, sessionId: string, decision: 'approve' | 'decline'): Promise<URL> {
  const back = await redirectOf(`${t.url}/sandbox/card/pay/${sessionId}/${decision}`, {
    method: 'POST',
    body: new URLSearchParams(),
  });
  expect(back.pathname).toBe('/api/payment/card/return');
  expect(back.searchParams.get('resultIndicator')).toBeTruthy();
  const page = await redirectOf(back.toString());
  expect(page.pathname).toBe('/payment/response');
  return page;
}

describe('POST /api/payment/create-session', () => {
  it('opens a session for the owner of a pending card order', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    const res = await session(t, orderId, headers);
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(/^SESSION0002[0-9A-F]{24}$/);
    expect(res.body.checkoutScriptUrl).toBe('/sandbox/card/checkout.min.js');
    expect(JSON.stringify(res.body)).not.toMatch(/successIndicator/i);
    const script = await fetch(`${t.url}${res.body.checkoutScriptUrl}`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('showPaymentPage');
  });

  it("answers only the order's owner: 401 without a token, 404 for anyone else", async ({
    t,
    admin,
  }) => {
    const { orderId } = await pendingOrder(t, 'card');
    const visitor = await session(t, orderId);
    expect(visitor.status).toBe(401);
    const stranger = await signUp(t.url);
    const other = await session(t, orderId, { authorization: `Bearer ${stranger.token}` });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Order not found');
    expect((await session(t, orderId, admin.headers)).status).toBe(404);
    for (const refusal of [visitor, other]) expect(refusal.body).not.toHaveProperty('sessionId');
    expect(await paymentsOf(t, orderId)).toEqual([]);
  });

  it('refuses an amount that differs from the order, a cash order, and a paid or cancelled one', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    const wrong = await session(t, orderId, headers, '1.00');
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('The amount does not match the order.');
    expect((await session(t, orderId, headers, '12345.5')).status).toBe(400);

    const cash = await pendingOrder(t, 'cash');
    expect((await session(t, cash.orderId, cash.headers)).status).toBe(409);

    const paid = await pendingOrder(t, 'card');
    await changeStatus(t.database.db, paid.orderId, 'confirmed');
    expect((await session(t, paid.orderId, paid.headers)).body.message).toBe(
      'This order is confirmed and cannot be paid.',
    );
    const gone = await pendingOrder(t, 'card');
    await transaction(t.database.db, (tx) => changeStatus(tx, gone.orderId, 'cancelled'));
    expect((await session(t, gone.orderId, gone.headers)).status).toBe(409);
  });
});

describe('payment attempts per order', () => {
  it('are capped at 10, with a message to contact the shop', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    for (let i = 0; i < 10; i++) expect((await session(t, orderId, headers)).status).toBe(200);
    const refused = await session(t, orderId, headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This order has had too many payment attempts. Please contact the shop.',
    );
    expect(await paymentsOf(t, orderId)).toHaveLength(10);
  });
});

describe('card payment through the sandbox gateway', () => {
  it('approves: the return is verified, the order confirmed once, and a replay changes nothing', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    const { body } = await session(t, orderId, headers);
    const page = await pay(t, body.sessionId as string, 'approve');
    expect(page.searchParams.get('status')).toBe('SUCCESS');
    expect(page.searchParams.get('order_id')).toBe(orderId);
    const ref = page.searchParams.get('transaction_ref')!;
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    expect(await (await fetch(`${t.url}/api/payment/status/${ref}`)).json()).toEqual({
      status: 'SUCCESS',
      orderId,
    });

    const hosted = await fetch(`${t.url}/sandbox/card/pay/${body.sessionId}`);
    expect(await hosted.text()).toContain('LKR 12,345.50');

    const replay = await redirectOf(`${t.url}/sandbox/card/pay/${body.sessionId}/approve`, {
      method: 'POST',
      body: new URLSearchParams(),
    });
    const again = await redirectOf(replay.toString());
    expect(again.searchParams.get('status')).toBe('SUCCESS');
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'succeeded' }]);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });

  it('declines: FAILED, nothing confirmed; a retry is a new attempt with a new id that can succeed', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    const first = await session(t, orderId, headers);
    const page = await pay(t, first.body.sessionId as string, 'decline');
    expect(page.searchParams.get('status')).toBe('FAILED');
    expect(page.searchParams.get('message')).toBe('Your card payment was declined.');
    expect(await orderStatus(t, orderId)).toBe('pending');
    const failedRef = page.searchParams.get('transaction_ref')!;
    expect(
      (
        (await (await fetch(`${t.url}/api/payment/status/${failedRef}`)).json()) as {
          status: string;
        }
      ).status,
    ).toBe('FAILED');

    const retry = await session(t, orderId, headers);
    const ok = await pay(t, retry.body.sessionId as string, 'approve');
    expect(ok.searchParams.get('status')).toBe('SUCCESS');
    expect(ok.searchParams.get('transaction_ref')).not.toBe(failedRef);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });

  it('a forged result indicator fails nothing while the gateway still has the payment open', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    await session(t, orderId, headers);
    const [payment] = await paymentsOf(t, orderId);
    const page = await forgedCardReturn(t, payment!.id);
    expect(page.searchParams.get('status')).toBe('FAILED');
    expect(page.searchParams.get('message')).toBe('Your card payment was not completed.');
    expect(await orderStatus(t, orderId)).toBe('pending');
    expect(await paymentsOf(t, orderId)).toEqual([{ id: payment!.id, status: 'initiated' }]);
    expect(await (await fetch(`${t.url}/api/payment/status/${payment!.id}`)).json()).toEqual({
      status: 'PENDING',
      orderId,
    });
  });

  it("a return with a wrong indicator takes the gateway's word: captured confirms, declined fails", async ({
    t,
  }) => {
    const paid = await pendingOrder(t, 'card');
    const paidSession = await session(t, paid.orderId, paid.headers);
    await decideAtGateway(t, paidSession.body.sessionId as string, 'approve');
    const [payment] = await paymentsOf(t, paid.orderId);
    const page = await forgedCardReturn(t, payment!.id);
    expect(page.searchParams.get('status')).toBe('SUCCESS');
    expect(await orderStatus(t, paid.orderId)).toBe('confirmed');

    const declined = await pendingOrder(t, 'card');
    const declinedSession = await session(t, declined.orderId, declined.headers);
    await decideAtGateway(t, declinedSession.body.sessionId as string, 'decline');
    const [attempt] = await paymentsOf(t, declined.orderId);
    const back = await forgedCardReturn(t, attempt!.id);
    expect(back.searchParams.get('message')).toBe('Your card payment was declined.');
    expect(await paymentsOf(t, declined.orderId)).toEqual([{ id: attempt!.id, status: 'failed' }]);
    expect(await orderStatus(t, declined.orderId)).toBe('pending');
  });

  it('refuses a return whose gateway record shows another amount', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    const { body } = await session(t, orderId, headers);
    await t.database.pool.query("UPDATE sandbox_card_sessions SET amount = '1.00' WHERE id = $1", [
      body.sessionId,
    ]);
    const page = await pay(t, body.sessionId as string, 'approve');
    expect(page.searchParams.get('status')).toBe('FAILED');
    expect(page.searchParams.get('message')).toBe('The payment could not be verified.');
    expect(await orderStatus(t, orderId)).toBe('pending');
  });

  it('records a payment that arrives for a cancelled order for a refund, never confirming it', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    const { body } = await session(t, orderId, headers);
    await transaction(t.database.db, (tx) => changeStatus(tx, orderId, 'cancelled'));
    const page = await pay(t, body.sessionId as string, 'approve');
    expect(page.searchParams.get('status')).toBe('FAILED');
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    expect((await paymentsOf(t, orderId))[0]!.status).toBe('refund_due');
  });
});

describe('card notifications', () => {
  const notify = (t: TestApp, body: unknown, secret: string) =>
    post(`${t.url}/api/payment/card/notify`, body, { 'x-notification-secret': secret });

  it('are refused without the configured secret', async ({ t }) => {
    const res = await notify(
      t,
      { order: { id: '00000000-0000-4000-8000-000000000000' } },
      'wrong-secret',
    );
    expect(res.status).toBe(401);
  });

  it('confirm a captured payment with the secret, checked against the gateway record', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    const { body } = await session(t, orderId, headers);
    const [payment] = await paymentsOf(t, orderId);
    const secret = t.app.providers.mpgsNotificationSecret;
    // Not yet paid at the gateway: the notification confirms nothing, whatever it claims.
    expect(
      (
        await notify(
          t,
          { order: { id: payment!.id, status: 'CAPTURED' }, result: 'SUCCESS' },
          secret,
        )
      ).status,
    ).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('pending');
    await t.database.pool.query(
      "UPDATE sandbox_card_sessions SET outcome = 'approved' WHERE id = $1",
      [body.sessionId],
    );
    expect((await notify(t, { order: { id: payment!.id } }, secret)).status).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    expect((await notify(t, { order: { id: 'not-a-ref' } }, secret)).status).toBe(400);
  });
});

describe('GET /api/payment/status/:ref', () => {
  it('answers 404 for an unknown reference and 400 for a malformed one', async ({ t }) => {
    expect(
      (await fetch(`${t.url}/api/payment/status/00000000-0000-4000-8000-000000000000`)).status,
    ).toBe(404);
    expect((await fetch(`${t.url}/api/payment/status/abc`)).status).toBe(400);
  });
});
