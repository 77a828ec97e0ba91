import { describe, expect } from 'vitest';
import type { DeliveryMethod, PaymentMethod } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { mailAbout, mailsAbout } from '../helpers/mail';
import { decideAtGateway, redirectOf } from '../helpers/payments';
import { it, type Admin } from '../fixtures';

/** The mail's plain text, with its lines joined as a reader sees them. */
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');
const number = (id: string) => id.slice(0, 8).toUpperCase();

const move = (t: TestApp, admin: Admin, id: string, status: string, fields: object = {}) =>
  call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, { status, ...fields });

const DOMEX = {
  courier: 'Domex',
  trackingNumber: 'DX-4471-22',
  trackingUrl: 'https://www.domex.lk/track?n=DX-4471-22',
};

/** A shopper's order of one product at LKR 12,345.50, by `payment`, delivered or picked up. */
async function order(t: TestApp, delivery: DeliveryMethod, payment: PaymentMethod = 'cash') {
  const shopper = await signUp(t);
  const product = await insertProduct(t.database.pool, { price: 12345.5, stock: 5 });
  const res = await post(
    `${t.url}/api/orders`,
    orderBody([{ product }], { deliveryMethod: delivery, paymentMethod: payment }),
    bearer(shopper.token),
  );
  expect(res.status).toBe(201);
  return { id: res.body.id as string, shopper };
}

/**
 * Every move the design allows, by method and from each status (docs/product.md §4 "Order
 * status"), written out here rather than read from core, so that a change there shows here.
 */
const ALLOWED: Record<DeliveryMethod, Record<string, string[]>> = {
  delivery: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['dispatched', 'delivered', 'cancelled'],
    dispatched: ['delivered'],
    delivered: [],
    cancelled: [],
  },
  pickup: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['ready_for_collection', 'delivered', 'cancelled'],
    ready_for_collection: ['delivered'],
    delivered: [],
    cancelled: [],
  },
};
const STATUSES = [
  'pending',
  'confirmed',
  'dispatched',
  'ready_for_collection',
  'delivered',
  'cancelled',
];

describe('fulfilment steps: every move allowed and refused, for both methods', () => {
  for (const method of ['delivery', 'pickup'] as const) {
    for (const [from, allowed] of Object.entries(ALLOWED[method])) {
      it(`${method}, from ${from}`, async ({ t, admin }) => {
        for (const to of STATUSES) {
          const { id } = await order(t, method);
          await t.database.pool.query('UPDATE orders SET status = $2 WHERE id = $1', [id, from]);
          const res = await move(t, admin, id, to, to === 'dispatched' ? DOMEX : {});
          expect({ to, status: res.status }).toEqual({
            to,
            status: allowed.includes(to) ? 200 : 409,
          });
          if (res.status === 200) expect(res.body.status).toBe(to);
          else expect(res.body.message).toMatch(/cannot|not dispatched|not collected/);
        }
      });
    }
  }

  it('a dispatch names the courier and a tracking number or link, or answers 400', async ({
    t,
    admin,
  }) => {
    const { id } = await order(t, 'delivery');
    await move(t, admin, id, 'confirmed');
    const noCourier = await move(t, admin, id, 'dispatched', { trackingNumber: 'DX1' });
    expect(noCourier.status).toBe(400);
    expect(noCourier.body.message).toContain('Please enter the courier');
    const noTracking = await move(t, admin, id, 'dispatched', { courier: 'Domex' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.message).toContain('Please enter a tracking number or a tracking link');
    const script = await move(t, admin, id, 'dispatched', {
      courier: 'Domex',
      trackingUrl: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    expect(script.body.message).toContain('http:// or https://');
    // Nothing moved, nothing mailed.
    expect((await call(t, 'GET', `/api/admin/orders/${id}`, admin.token)).body.status).toBe(
      'confirmed',
    );
    expect((await mailsAbout(t, id)).map((m) => m.subject)).not.toContain(
      `Order #${number(id)} is on its way`,
    );
  });

  it('a pickup is refused a dispatch, a delivery a collection, each with its reason', async ({
    t,
    admin,
  }) => {
    const pickup = await order(t, 'pickup');
    await move(t, admin, pickup.id, 'confirmed');
    const dispatched = await move(t, admin, pickup.id, 'dispatched', DOMEX);
    expect(dispatched).toMatchObject({
      status: 409,
      body: { message: 'A pickup order is not dispatched: mark it ready for collection.' },
    });
    const delivery = await order(t, 'delivery');
    await move(t, admin, delivery.id, 'confirmed');
    await move(t, admin, delivery.id, 'dispatched', DOMEX);
    const cancelled = await move(t, admin, delivery.id, 'cancelled');
    expect(cancelled).toMatchObject({
      status: 409,
      body: {
        message: 'An order that is dispatched cannot be cancelled: its goods have left the shelf.',
      },
    });
  });
});

describe('each step mails the shopper in its words', () => {
  it('a cash delivery: confirmed says confirmed; dispatched names the courier, the tracking and the cash; then delivered', async ({
    t,
    admin,
  }) => {
    const { id, shopper } = await order(t, 'delivery', 'cash');
    const n = number(id);
    expect((await move(t, admin, id, 'confirmed')).status).toBe(200);
    const confirmed = await mailAbout(t, id, 'confirmed');
    expect(confirmed.subject).toBe(`Order #${n} confirmed`);
    expect(words(confirmed.text)).toContain(
      `Your order #${n} is confirmed. We are preparing it and will mail you when it is on its way.`,
    );
    expect(words(confirmed.text)).not.toContain('ready in cash');
    expect(words(confirmed.text)).not.toContain('on its way to you');

    const dispatched = await move(t, admin, id, 'dispatched', DOMEX);
    expect(dispatched.status).toBe(200);
    expect(dispatched.body.tracking).toEqual(DOMEX);
    const onItsWay = await mailAbout(t, id, 'is on its way');
    const text = words(onItsWay.text);
    expect(text).toContain(`Your order #${n} has been dispatched with Domex`);
    expect(text).toContain('Courier: Domex');
    expect(text).toContain('Tracking number: DX-4471-22');
    expect(onItsWay.html).toContain(`href="${DOMEX.trackingUrl.replace('&', '&amp;')}"`);
    expect(text).toContain('Please have LKR 12,345.50 ready in cash when it arrives.');
    expect(text).toContain('12 Temple Road, Kandy');
    expect(onItsWay.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"',
    );

    expect((await move(t, admin, id, 'delivered')).status).toBe(200);
    const delivered = await mailAbout(t, id, 'delivered');
    expect(words(delivered.text)).toContain(`Your order #${n} has been delivered.`);
    expect(words(delivered.text)).not.toContain('ready in cash');

    // The shopper's history and the order itself show the step, the courier and the link.
    const history = await call(t, 'GET', '/api/auth/get-each-user-orders', shopper.token);
    const shown = (history.body.orders as Record<string, unknown>[]).find((o) => o.id === id)!;
    expect(shown).toMatchObject({ status: 'delivered', tracking: DOMEX });
    const steps = shown.steps as Record<string, string | null>;
    expect(steps.confirmedAt).toBeTruthy();
    expect(steps.dispatchedAt).toBeTruthy();
    expect(steps.deliveredAt).toBeTruthy();
    expect(steps.readyAt).toBeNull();
    const detail = await call(t, 'GET', `/api/orders/${id}`, shopper.token);
    expect(detail.body.tracking).toEqual(DOMEX);

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    const entries = audit.body.items!.filter((e) => e.entityId === id);
    expect(entries.map((e) => e.action)).toEqual([
      'order.delivered',
      'order.dispatched',
      'order.confirmed',
    ]);
    expect(entries.every((e) => e.actorEmail === admin.email)).toBe(true);
  });

  it('a card delivery dispatched with a link alone: no cash to have ready', async ({
    t,
    admin,
  }) => {
    const { id, shopper } = await order(t, 'delivery', 'card');
    const session = await post(
      `${t.url}/api/payment/create-session`,
      { orderId: id, amount: '12345.50' },
      bearer(shopper.token),
    );
    await redirectOf(
      (await decideAtGateway(t, session.body.sessionId as string, 'approve')).toString(),
    );
    const res = await move(t, admin, id, 'dispatched', {
      courier: 'Pronto',
      trackingUrl: 'https://pronto.lk/t/PR77',
    });
    expect(res.body.tracking).toEqual({
      courier: 'Pronto',
      trackingNumber: null,
      trackingUrl: 'https://pronto.lk/t/PR77',
    });
    const mail = await mailAbout(t, id, 'is on its way');
    expect(words(mail.text)).not.toContain('in cash');
    expect(words(mail.text)).not.toContain('Tracking number');
    expect(mail.html).toContain('href="https://pronto.lk/t/PR77"');
  });

  it('a cash pickup: ready for collection says where, when and how much to bring; then collected, never "delivered"', async ({
    t,
    admin,
  }) => {
    const { id } = await order(t, 'pickup', 'cash');
    const n = number(id);
    await move(t, admin, id, 'confirmed');
    const confirmed = words((await mailAbout(t, id, 'confirmed')).text);
    expect(confirmed).toContain('will mail you when it is ready for collection');
    expect(confirmed).not.toContain('in cash.');
    expect((await move(t, admin, id, 'ready_for_collection')).status).toBe(200);
    const ready = await mailAbout(t, id, 'ready for collection');
    expect(ready.subject).toBe(`Order #${n} is ready for collection`);
    const text = words(ready.text);
    expect(text).toContain(`Your order #${n} is ready for collection at our store.`);
    expect(text).toContain('Please bring LKR 12,345.50 in cash.');
    expect(text).toContain(t.config.SHOP_ADDRESS);
    expect(text).toContain(`Opening hours: ${t.config.SHOP_HOURS}`);
    await move(t, admin, id, 'delivered');
    const collected = await mailAbout(t, id, 'collected');
    expect(collected.subject).toBe(`Order #${n} collected`);
    expect(words(collected.text)).toContain(`You have collected your order #${n}.`);
    expect(words(collected.text)).not.toContain('delivered');
  });

  it("a shop's own van: confirmed straight to delivered", async ({ t, admin }) => {
    const { id } = await order(t, 'delivery', 'cash');
    await move(t, admin, id, 'confirmed');
    const res = await move(t, admin, id, 'delivered');
    expect(res.status).toBe(200);
    expect(res.body.tracking).toBeNull();
    expect((await mailsAbout(t, id)).map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Order #${number(id)} delivered`]),
    );
  });
});
