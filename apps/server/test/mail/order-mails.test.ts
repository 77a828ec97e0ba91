import pino from 'pino';
import { describe, expect } from 'vitest';
import { CreateOrderRequestSchema, type DeliveryMethod, type PaymentMethod } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import {
  CUSTOMER,
  insertProduct,
  orderBody,
  stockOf,
  type TestProduct,
} from '../helpers/catalogue';
import { mailAbout, mailsAbout, pdfText, recipient } from '../helpers/mail';
import { decideAtGateway, orderStatus, paymentsOf, redirectOf } from '../helpers/payments';
import { createOrder } from '../../src/services/orders/create-order';
import { sweepExpiredOrders } from '../../src/services/orders/expiry-sweep';
import { it, type Admin } from '../fixtures';

/** The mail's plain text, with its lines joined as a reader sees them. */
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

async function products(t: TestApp) {
  const mixer = await insertProduct(t.database.pool, {
    name: `Yamaha MG10XU ${Math.random().toString(36).slice(2, 8)}`,
    price: 30000,
    promoCode: 'MIX10',
    promoDiscount: 10,
  });
  const cable = await insertProduct(t.database.pool, { price: 2500.5, stock: 50 });
  await t.database.pool.query(
    "UPDATE products SET warranty_months = 12, warranty_by = 'brand' WHERE id = $1",
    [mixer.id],
  );
  return { mixer, cable };
}

/** An order of 2 mixers at 10% off and 3 cables: 54,000 + 7,501.50 = LKR 61,501.50. */
async function placeOrder(
  t: TestApp,
  paymentMethod: PaymentMethod,
  deliveryMethod: DeliveryMethod,
  { quiet = false } = {},
) {
  const { mixer, cable } = await products(t);
  const shopper = await signUp(t.url);
  const lines: { product: TestProduct; quantity: number; price?: number; promoCode?: string }[] = [
    { product: mixer, quantity: 2, price: 27000, promoCode: 'MIX10' },
    { product: cable, quantity: 3 },
  ];
  if (quiet) {
    const request = CreateOrderRequestSchema.parse(
      orderBody(lines, { paymentMethod, deliveryMethod }),
    );
    const id = await createOrder(t.database.db, shopper.user.id, request, {
      maxLineQuantity: 20,
      deliveryCountries: ['Sri Lanka'],
      maxUnpaidOrders: 5,
    });
    return { id, mixer, cable, shopper };
  }
  const res = await post(
    `${t.url}/api/orders`,
    orderBody(lines, { paymentMethod, deliveryMethod }),
    { authorization: `Bearer ${shopper.token}` },
  );
  expect(res.status).toBe(201);
  return { id: res.body.id as string, mixer, cable, shopper };
}

/** The shop's charge for the district, as the delivery service stores it on the order. */
async function chargeDelivery(t: TestApp, orderId: string, district: string, rupees: number) {
  await t.database.pool.query(
    `UPDATE orders SET district = $2, delivery_charge_cents = $3, total_cents = total_cents + $3
     WHERE id = $1`,
    [orderId, district, rupees * 100],
  );
}

const number = (id: string) => id.slice(0, 8).toUpperCase();
const move = (t: TestApp, admin: Admin, id: string, status: string) =>
  call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, { status });

async function payByCard(t: TestApp, orderId: string, token: string) {
  const session = await post(
    `${t.url}/api/payment/create-session`,
    { orderId, amount: '61501.50' },
    { authorization: `Bearer ${token}` },
  );
  expect(session.status).toBe(200);
  const back = await decideAtGateway(t, session.body.sessionId as string, 'approve');
  await redirectOf(back.toString());
  expect(await orderStatus(t, orderId)).toBe('confirmed');
}

describe('the confirmation and the shop mail', () => {
  it('a cash pickup order: confirmed when placed, with every line, the savings, the total, the pickup details and the receipt', async ({
    t,
  }) => {
    const { id, mixer, cable, shopper } = await placeOrder(t, 'cash', 'pickup');
    const mail = await mailAbout(t, id, 'placed');
    // The account's confirmed address: the e-mail typed at checkout cannot redirect order mail.
    expect(CUSTOMER.email).not.toBe(shopper.email);
    expect(recipient(mail)).toBe(shopper.email);
    expect(mail.subject).toBe(`Order #${number(id)} placed`);
    const text = words(mail.text);
    expect(text).toContain(`2 × ${mixer.name}`);
    expect(text).toContain('Promo MIX10 (10% off)');
    expect(text).toContain('LKR 60,000.00');
    expect(text).toContain(`3 × ${cable.name}`);
    expect(text).toContain('LKR 7,501.50');
    expect(text).toContain('Subtotal LKR 67,501.50');
    expect(text).toContain('Promo savings -LKR 6,000.00');
    expect(text).toContain('Delivery None: store pickup');
    expect(text).toContain('Total LKR 61,501.50');
    expect(text).toContain('Payment Cash, to pay at pickup');
    expect(text).toContain('Please pay LKR 61,501.50 in cash when you collect it.');
    expect(text).toContain(t.config.SHOP_ADDRESS);
    expect(text).toContain(`Opening hours: ${t.config.SHOP_HOURS}`);
    expect(text).toContain(`Please bring your order reference, #${number(id)}.`);
    expect(mail.html).toContain('<table');
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"',
    );
    expect(mail.html).toContain(mixer.name);
    // Each line links to its product's page.
    expect(mixer.slug).toBeTruthy();
    expect(mail.html).toContain(`href="${t.config.publicUrl}/product/${mixer.slug}"`);

    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({
      filename: `receipt-${number(id)}.pdf`,
      contentType: 'application/pdf',
    });
    const receipt = await pdfText(pdf!.content);
    expect(receipt).toContain(`Order #${number(id)}`);
    expect(receipt).toContain("Warranty: 1 year warranty from the brand's local agent");

    const shop = await mailAbout(t, id, 'New order');
    expect(recipient(shop)).toBe(t.config.SHOP_EMAIL);
    expect(shop.replyTo?.text).toContain(shopper.email);
    expect(shop.subject).toBe(`New order #${number(id)}: LKR 61,501.50, Cash, Store Pickup`);
    expect(words(shop.text)).toContain(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    expect(words(shop.text)).toContain(`/admin/orders/${id}`);
    expect(shop.attachments).toHaveLength(0);
  });

  it('a cash delivery order: the address, the district and its delivery charge', async ({ t }) => {
    // Placed without the kick that sends its mail at once, so the charge is set before it goes.
    const { id } = await placeOrder(t, 'cash', 'delivery', { quiet: true });
    await chargeDelivery(t, id, 'Kandy', 1500);
    const text = words((await mailAbout(t, id, 'placed')).text);
    expect(text).toContain('Please pay LKR 63,001.50 in cash when it is delivered.');
    expect(text).toContain('We will mail you when it is on its way.');
    expect(text).toContain('Delivery to Kandy LKR 1,500.00');
    expect(text).toContain('Total LKR 63,001.50');
    expect(text).toContain('12 Temple Road, Kandy, Sri Lanka 20000');
    expect(text).toContain('Payment Cash, to pay on delivery');
    expect(text).not.toContain('Opening hours');
  });

  it('a card order: nothing while unpaid, then the confirmation and the shop mail once paid', async ({
    t,
  }) => {
    const { id, shopper } = await placeOrder(t, 'card', 'delivery');
    expect(await mailsAbout(t, id)).toEqual([]);
    await payByCard(t, id, shopper.token);
    const mail = await mailAbout(t, id, 'paid');
    expect(recipient(mail)).toBe(shopper.email);
    expect(mail.subject).toBe(`Order #${number(id)} paid`);
    const text = words(mail.text);
    expect(text).toContain(
      `We have received your payment of LKR 61,501.50 by Card for order #${number(id)}.`,
    );
    expect(text).toContain('Payment Card, paid');
    // No charge set for the district: free.
    expect(text).toMatch(/Delivery( to \w+)? Free/);
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect((await mailAbout(t, id, 'New order')).subject).toContain('Card, Delivery');
  });

  it('a KOKO pickup order: confirmed and mailed when KOKO says it is paid', async ({ t }) => {
    const { id, shopper } = await placeOrder(t, 'koko', 'pickup');
    const form = await post(
      `${t.url}/api/payment/create-koko-payment`,
      { orderId: id, amount: 61501.5, currency: 'LKR' },
      { authorization: `Bearer ${shopper.token}` },
    );
    expect(form.status).toBe(200);
    const fields = form.body.formFields as { name: string; value: string }[];
    const page = await fetch(`${t.url}/sandbox/koko/api/merchants/orderCreate`, {
      method: 'POST',
      body: new URLSearchParams(fields.map((f): [string, string] => [f.name, f.value])),
    });
    const action = /action="(\/sandbox\/koko\/pay\/[0-9a-f]+)\/approve"/.exec(
      await page.text(),
    )![1];
    await redirectOf(`${t.url}${action}/approve`, { method: 'POST', body: new URLSearchParams() });
    await expect.poll(() => orderStatus(t, id)).toBe('confirmed');
    const text = words((await mailAbout(t, id, 'paid')).text);
    expect(text).toContain('by KOKO');
    expect(text).toContain('Payment KOKO, paid');
    expect(text).toContain(`Please bring your order reference, #${number(id)}.`);
  });
});

describe('status mails, in the words of the delivery method', () => {
  it('pickup: ready for collection, then collected (never "delivered")', async ({ t, admin }) => {
    const { id } = await placeOrder(t, 'cash', 'pickup');
    expect((await move(t, admin, id, 'confirmed')).status).toBe(200);
    expect((await move(t, admin, id, 'ready_for_collection')).status).toBe(200);
    const ready = await mailAbout(t, id, 'ready for collection');
    expect(ready.subject).toBe(`Order #${number(id)} is ready for collection`);
    expect(words(ready.text)).toContain(
      `Your order #${number(id)} is ready for collection at our store.`,
    );
    expect(words(ready.text)).toContain('Please bring LKR 61,501.50 in cash.');
    expect(words(ready.text)).toContain(`Opening hours: ${t.config.SHOP_HOURS}`);
    expect((await move(t, admin, id, 'delivered')).status).toBe(200);
    const collected = await mailAbout(t, id, 'collected');
    expect(words(collected.text)).toContain(`You have collected your order #${number(id)}.`);
    expect(words(collected.text)).not.toContain('delivered');
    expect(words(collected.text)).toContain('Total LKR 61,501.50');
  });

  it('delivery: on its way, then delivered', async ({ t, admin }) => {
    const { id } = await placeOrder(t, 'cash', 'delivery');
    await move(t, admin, id, 'confirmed');
    await call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, {
      status: 'dispatched',
      courier: 'Domex',
      trackingNumber: 'DX1',
    });
    const onItsWay = await mailAbout(t, id, 'is on its way');
    expect(words(onItsWay.text)).toContain(
      `Your order #${number(id)} has been dispatched with Domex and is on its way to you.`,
    );
    expect(words(onItsWay.text)).toContain('12 Temple Road, Kandy');
    await move(t, admin, id, 'delivered');
    const delivered = await mailAbout(t, id, 'delivered');
    expect(words(delivered.text)).toContain(`Your order #${number(id)} has been delivered.`);
    expect(words(delivered.text)).toContain('return it within 7 days');
  });
});

describe('cancellation mails say whether stock and money went back', () => {
  it('an unpaid order cancelled by the shop: nothing was charged, the stock is back', async ({
    t,
    admin,
  }) => {
    const { id, mixer } = await placeOrder(t, 'cash', 'pickup');
    await move(t, admin, id, 'cancelled');
    const mail = await mailAbout(t, id, 'cancelled');
    expect(mail.subject).toBe(`Order #${number(id)} cancelled`);
    const text = words(mail.text);
    expect(text).toContain(`Your order #${number(id)} has been cancelled by the shop.`);
    expect(text).toContain('Nothing was charged, and the items have been returned to stock.');
    expect(await stockOf(t.database.pool, mixer.id)).toBe(10);
  });

  it('a paid card order cancelled by the shop: the refund, listed for the shop to make', async ({
    t,
    admin,
  }) => {
    const { id, shopper } = await placeOrder(t, 'card', 'delivery');
    await payByCard(t, id, shopper.token);
    await move(t, admin, id, 'cancelled');
    const text = words((await mailAbout(t, id, 'cancelled')).text);
    expect(text).toContain('We will refund the LKR 61,501.50 you paid by Card, within 5 days.');
    expect(text).toContain('Payment Card, LKR 61,501.50 to be refunded');
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['refund_due']);
    const board = await call(t, 'GET', '/api/admin/dashboard', admin.token);
    expect(JSON.stringify(board.body.refundsDue)).toContain(id);
  });

  it('an unpaid card order cancelled by the sweep: why, and that nothing was charged', async ({
    t,
  }) => {
    const { id } = await placeOrder(t, 'card', 'pickup');
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '31 minutes' WHERE id = $1",
      [id],
    );
    await sweepExpiredOrders(
      t.database.db,
      30 * 60_000,
      async () => false,
      pino({ level: 'silent' }),
    );
    const text = words((await mailAbout(t, id, 'cancelled')).text);
    expect(text).toContain('because its payment was not completed within 30 minutes.');
    expect(text).toContain('Nothing was charged, and the items have been returned to stock.');
  });

  it('a payment that arrives after the cancellation: the shopper is told it is refunded', async ({
    t,
    admin,
  }) => {
    const { id, shopper } = await placeOrder(t, 'card', 'pickup');
    const session = await post(
      `${t.url}/api/payment/create-session`,
      { orderId: id, amount: '61501.50' },
      { authorization: `Bearer ${shopper.token}` },
    );
    await move(t, admin, id, 'cancelled');
    const back = await decideAtGateway(t, session.body.sessionId as string, 'approve');
    await redirectOf(back.toString());
    const mail = await mailAbout(t, id, 'refunded');
    expect(mail.subject).toBe(`Order #${number(id)}: your payment will be refunded`);
    expect(words(mail.text)).toContain(
      `Your payment of LKR 61,501.50 for order #${number(id)} arrived after the order had been cancelled.`,
    );
  });
});
