import pino from 'pino';
import { describe, expect } from 'vitest';
import { transaction } from '../../src/db/database';
import { changeStatus } from '../../src/services/orders/status';
import { sweepExpiredOrders } from '../../src/services/orders/expiry-sweep';
import { confirmPayment } from '../../src/services/payments/confirm';
import { responseDataString, sign } from '../../src/services/payments/koko-signing';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { mailAbout, mailsAbout } from '../helpers/mail';
import {
  cardAttempt,
  decideAtGateway,
  kokoApprovesUnheard,
  kokoAttempt,
  orderStatus,
  paymentsOf,
  pendingOrder,
  redirectOf,
} from '../helpers/payments';
import { it } from '../fixtures';

const SUPERSEDED = 'This order is now paid another way. We will refund this payment.';
const silent = pino({ level: 'silent' });

/** PUT /api/orders/{id}/payment-method, as `headers` say who asks. */
async function switchTo(
  t: TestApp,
  orderId: string,
  paymentMethod: string,
  headers: Record<string, string>,
) {
  const res = await fetch(`${t.url}/api/orders/${orderId}/payment-method`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ paymentMethod }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const session = (t: TestApp, orderId: string, headers: Record<string, string>) =>
  post(`${t.url}/api/payment/create-session`, { orderId, amount: '12345.50' }, headers);
const kokoForm = (t: TestApp, orderId: string, headers: Record<string, string>) =>
  post(
    `${t.url}/api/payment/create-koko-payment`,
    { orderId, amount: 12345.5, currency: 'LKR' },
    headers,
  );

async function supersededOf(t: TestApp, orderId: string) {
  const { rows } = await t.database.pool.query<{ id: string; superseded: boolean }>(
    'SELECT id, superseded_at IS NOT NULL AS superseded FROM payments WHERE order_id = $1 ORDER BY created_at',
    [orderId],
  );
  return rows;
}

const methodOf = async (t: TestApp, orderId: string) =>
  (await t.database.pool.query('SELECT payment_method FROM orders WHERE id = $1', [orderId]))
    .rows[0].payment_method as string;

/** KOKO's signed server-to-server response for an attempt. */
const kokoNotify = (t: TestApp, ref: string, status: string) =>
  fetch(`${t.url}/api/payment/koko/notify`, {
    method: 'POST',
    body: new URLSearchParams({
      orderId: ref,
      trnId: 'd'.repeat(32),
      status,
      desc: '',
      signature: sign(
        responseDataString(ref, 'd'.repeat(32), status),
        t.app.providers.sandbox!.kokoPrivateKey,
      ),
    }),
  });

/** The KOKO attempt of an order switched to KOKO, approved at the sandbox; the browser's way back. */
async function payByKoko(t: TestApp, orderId: string, headers: Record<string, string>) {
  const form = await kokoForm(t, orderId, headers);
  expect(form.status).toBe(200);
  const fields = form.body.formFields as { name: string; value: string }[];
  const ref = fields.find((f) => f.name === '_orderId')!.value;
  await kokoApprovesUnheard(t, fields);
  return redirectOf(`${t.url}/api/payment/koko/return?ref=${ref}`);
}

describe('PUT /api/orders/{id}/payment-method: who may switch', () => {
  it("answers only the order's owner: 401 without a token, 404 for another shopper or an admin", async ({
    t,
    admin,
  }) => {
    const { orderId } = await cardAttempt(t);
    expect((await switchTo(t, orderId, 'koko', {})).status).toBe(401);
    const stranger = await signUp(t.url);
    const other = await switchTo(t, orderId, 'koko', { authorization: `Bearer ${stranger.token}` });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Order not found');
    expect((await switchTo(t, orderId, 'cash', admin.headers)).status).toBe(404);
    // Nothing changed for the owner.
    expect(await methodOf(t, orderId)).toBe('card');
    expect(await supersededOf(t, orderId)).toEqual([
      expect.objectContaining({ superseded: false }),
    ]);
  });

  it('refuses a method that does not exist and an id that is not one', async ({ t }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    expect((await switchTo(t, orderId, 'bitcoin', headers)).status).toBe(400);
    expect((await switchTo(t, 'not-an-id', 'koko', headers)).status).toBe(400);
  });

  it('refuses an order that is paid, confirmed or cancelled, and a cash order', async ({ t }) => {
    const paid = await cardAttempt(t);
    await redirectOf((await decideAtGateway(t, paid.sessionId, 'approve')).toString());
    expect(await orderStatus(t, paid.orderId)).toBe('confirmed');
    const refused = await switchTo(t, paid.orderId, 'cash', paid.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is confirmed and cannot be paid.');

    const gone = await pendingOrder(t, 'koko');
    await transaction(t.database.db, (tx) => changeStatus(tx, gone.orderId, 'cancelled'));
    expect((await switchTo(t, gone.orderId, 'card', gone.headers)).body.message).toBe(
      'This order is cancelled and cannot be paid.',
    );

    const cash = await pendingOrder(t, 'cash');
    const stays = await switchTo(t, cash.orderId, 'card', cash.headers);
    expect(stays.status).toBe(409);
    expect(stays.body.code).toBe('cash_order');
    expect(await methodOf(t, cash.orderId)).toBe('cash');
  });

  it('the same method again changes nothing, and supersedes nothing', async ({ t }) => {
    const { orderId, headers } = await cardAttempt(t);
    const same = await switchTo(t, orderId, 'card', headers);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id: orderId, paymentMethod: 'card', status: 'pending' });
    expect(await supersededOf(t, orderId)).toEqual([
      expect.objectContaining({ superseded: false }),
    ]);
  });
});

describe('a declined card, then paying another way', () => {
  it('switches to KOKO: the answer is the order, the card is refused, and KOKO pays it', async ({
    t,
  }) => {
    const { orderId, headers, sessionId } = await cardAttempt(t);
    await redirectOf((await decideAtGateway(t, sessionId, 'decline')).toString());
    expect(await paymentsOf(t, orderId)).toEqual([expect.objectContaining({ status: 'failed' })]);

    const switched = await switchTo(t, orderId, 'koko', headers);
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ id: orderId, paymentMethod: 'koko', status: 'pending' });
    expect(await supersededOf(t, orderId)).toEqual([expect.objectContaining({ superseded: true })]);
    expect((await session(t, orderId, headers)).body.message).toBe(
      'This order is paid by koko, not card.',
    );

    const page = await payByKoko(t, orderId, headers);
    expect(page.searchParams.get('status')).toBe('SUCCESS');
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });

  it('switches to cash: a cash order the shop confirms, with no attempt to make', async ({
    t,
    admin,
  }) => {
    const { orderId, headers } = await kokoAttempt(t);
    expect(await mailsAbout(t, orderId)).toHaveLength(0);
    const switched = await switchTo(t, orderId, 'cash', headers);
    expect(switched.body).toMatchObject({ paymentMethod: 'cash', status: 'pending' });
    expect((await kokoForm(t, orderId, headers)).status).toBe(409);
    // Placed as a cash order now: the shopper and the shop are told, as for one placed in cash.
    expect((await mailAbout(t, orderId, 'placed')).text).toContain('in cash');
    await mailAbout(t, orderId, 'New order');
    const confirmed = await fetch(`${t.url}/api/admin/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...admin.headers },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    expect(confirmed.status).toBe(200);
  });
});

describe('cash on delivery only where the shop delivers', () => {
  it('refuses to switch an older card order to Chennai to cash, and changes nothing', async ({
    t,
  }) => {
    const { orderId, headers } = await cardAttempt(t);
    // An order of before DELIVERY_COUNTRIES, to an address abroad.
    await t.database.pool.query(
      "UPDATE orders SET delivery_method = 'delivery', country = 'India', city = 'Chennai' WHERE id = $1",
      [orderId],
    );
    const refused = await switchTo(t, orderId, 'cash', headers);
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          'We deliver only to Sri Lanka, so this order cannot be paid in cash on delivery. Please pay by card or KOKO.',
        code: 'not_delivered',
      },
    });
    expect(await methodOf(t, orderId)).toBe('card');
    expect((await switchTo(t, orderId, 'koko', headers)).status).toBe(200);
  });
});

describe("the old method's attempts after a switch never confirm the order", () => {
  it('card approved at the gateway after a switch to KOKO: kept for a refund, the order still unpaid', async ({
    t,
  }) => {
    const { orderId, headers, sessionId, ref } = await cardAttempt(t);
    expect((await switchTo(t, orderId, 'koko', headers)).status).toBe(200);
    // The shopper (or someone with the open card page) pays the old session after all.
    const back = await decideAtGateway(t, sessionId, 'approve');
    const page = await redirectOf(back.toString());
    expect(page.searchParams.get('status')).toBe('FAILED');
    expect(page.searchParams.get('message')).toBe(SUPERSEDED);
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'refund_due' }]);
    expect(await orderStatus(t, orderId)).toBe('pending');
    const status = await (await fetch(`${t.url}/api/payment/status/${ref}`)).json();
    expect(status).toEqual({ status: 'FAILED', orderId });
  });

  it("KOKO's signed SUCCESS for an attempt of before a switch to cash: refund due, still a cash order", async ({
    t,
  }) => {
    const { orderId, headers, ref } = await kokoAttempt(t);
    expect((await switchTo(t, orderId, 'cash', headers)).status).toBe(200);
    expect((await kokoNotify(t, ref, 'SUCCESS')).status).toBe(200);
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'refund_due' }]);
    expect(await orderStatus(t, orderId)).toBe('pending');
    expect(await methodOf(t, orderId)).toBe('cash');
  });

  it('card, then KOKO, then card again: only the new card attempt confirms', async ({ t }) => {
    const { orderId, headers, sessionId: old, ref: oldRef } = await cardAttempt(t);
    expect((await switchTo(t, orderId, 'koko', headers)).status).toBe(200);
    expect((await switchTo(t, orderId, 'card', headers)).status).toBe(200);
    const fresh = await session(t, orderId, headers);
    expect(fresh.status).toBe(200);

    const stale = await redirectOf((await decideAtGateway(t, old, 'approve')).toString());
    expect(stale.searchParams.get('message')).toBe(SUPERSEDED);
    expect(await orderStatus(t, orderId)).toBe('pending');

    const paid = await redirectOf(
      (await decideAtGateway(t, fresh.body.sessionId as string, 'approve')).toString(),
    );
    expect(paid.searchParams.get('status')).toBe('SUCCESS');
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    const attempts = await paymentsOf(t, orderId);
    expect(attempts).toHaveLength(2);
    expect(attempts.find((a) => a.id === oldRef)?.status).toBe('refund_due');
  });

  it('an attempt of the old method opened while the switch was made is refused too', async ({
    t,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'card');
    expect((await switchTo(t, orderId, 'koko', headers)).status).toBe(200);
    // A card session that read the order before the switch and wrote its attempt after it.
    const { rows } = await t.database.pool.query<{ id: string }>(
      "INSERT INTO payments (order_id, provider, amount_cents) VALUES ($1, 'card', 1234550) RETURNING id",
      [orderId],
    );
    expect(await confirmPayment(t.database.db, rows[0]!.id, silent)).toBe('refund_due');
    expect(await orderStatus(t, orderId)).toBe('pending');
  });

  it('a switch and a confirmation at the same moment: exactly one of them wins', async ({ t }) => {
    for (let round = 0; round < 8; round++) {
      const { orderId, headers, ref } = await cardAttempt(t);
      const [switched, confirmed] = await Promise.all([
        switchTo(t, orderId, 'cash', headers),
        confirmPayment(t.database.db, ref, silent),
      ]);
      if (confirmed === 'confirmed') {
        expect(switched.status).toBe(409);
        expect(await orderStatus(t, orderId)).toBe('confirmed');
        expect(await methodOf(t, orderId)).toBe('card');
      } else {
        expect(confirmed).toBe('refund_due');
        expect(switched.status).toBe(200);
        expect(await orderStatus(t, orderId)).toBe('pending');
        expect(await methodOf(t, orderId)).toBe('cash');
      }
    }
  });
});

describe('the expiry sweep after a switch', () => {
  const sweepAged = async (t: TestApp, orderId: string, age: string) => {
    await t.database.pool.query(
      `UPDATE orders SET created_at = now() - interval '${age}' WHERE id = $1`,
      [orderId],
    );
    await sweepExpiredOrders(
      t.database.db,
      30 * 60_000,
      t.app.services.payments.paidAtProvider,
      silent,
      { cashTtlMs: 3 * 86_400_000 },
    );
    // The late payment is recorded once the sweep has let go of the order.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };

  it('a superseded card attempt paid but unheard does not keep a KOKO order: cancelled, refund due', async ({
    t,
  }) => {
    const { orderId, headers, sessionId, ref } = await cardAttempt(t);
    expect((await switchTo(t, orderId, 'koko', headers)).status).toBe(200);
    await decideAtGateway(t, sessionId, 'approve'); // the browser never comes back
    await sweepAged(t, orderId, '1 hour');
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    await expect.poll(async () => (await paymentsOf(t, orderId))[0]?.status).toBe('refund_due');
    expect((await paymentsOf(t, orderId))[0]?.id).toBe(ref);
  });

  it('a cash order switched from card is asked about too, so its late card payment is refunded', async ({
    t,
  }) => {
    const { orderId, headers, sessionId } = await cardAttempt(t);
    expect((await switchTo(t, orderId, 'cash', headers)).status).toBe(200);
    await decideAtGateway(t, sessionId, 'approve');
    await sweepAged(t, orderId, '1 hour');
    expect(await orderStatus(t, orderId)).toBe('pending'); // cash waits CASH_ORDER_TTL
    await sweepAged(t, orderId, '3 days 1 minute');
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    await expect.poll(async () => (await paymentsOf(t, orderId))[0]?.status).toBe('refund_due');
  });
});
