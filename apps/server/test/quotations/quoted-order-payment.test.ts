import { describe, expect } from 'vitest';
import {
  ADDRESS_MESSAGES,
  deliverOnlyToMessage,
  OWN_LINE_CATEGORY,
  type QuotationLine,
} from '@avstore/core';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import {
  ADDRESS,
  CUSTOMER,
  insertProduct,
  orderBody,
  stockOf,
  type TestProduct,
} from '../helpers/catalogue';
import { mailsAbout } from '../helpers/mail';
import { orderStatus, paymentsOf, redirectOf } from '../helpers/payments';
import { pdfTextAt, setVatRegistration } from '../helpers/tax';
import type { TestApp } from '../helpers/test-app';
import { appTest, type Admin, type Shopper } from '../fixtures';
import { acceptedQuotation } from './quotation-steps';

// Issue #28: the order of an accepted quotation, whole: a product line and a line of the shop's
// own (an installation, no product), delivered to a Sri Lankan address and paid by card or KOKO.
const it = appTest();

it.beforeAll(async ({ t, admin }) => {
  await setVatRegistration(t, admin.token, { vatNumber: '123456789-7000', vatRate: 18 });
});

const INSTALLATION = 'Installation and tuning in the hall';
const DELIVERY = { ...CUSTOMER, ...ADDRESS, deliveryMethod: 'delivery' } as const;

/** Two of the product at LKR 65,000 and the installation at LKR 15,000: LKR 145,000 in all. */
const quotedLines = (product: TestProduct): QuotationLine[] => [
  { productId: product.id, name: product.name, quantity: 2, unitPrice: 65_000 },
  { productId: null, name: INSTALLATION, quantity: 1, unitPrice: 15_000 },
];

async function quotedOrder(
  t: TestApp,
  { admin, shopper }: { admin: Admin; shopper: Shopper },
  product: TestProduct,
  checkout: Record<string, unknown>,
) {
  const quotation = await acceptedQuotation(
    t,
    { admin: admin.token, shopper: shopper.token },
    product,
    quotedLines(product),
  );
  const placed = await post(
    `${t.url}/api/quotations/${quotation.id}/order`,
    checkout,
    bearer(shopper.token),
  );
  return { quotation, placed };
}

const cancel = (t: TestApp, admin: Admin, orderId: string) =>
  call(t, 'PATCH', `/api/admin/orders/${orderId}/status`, admin.token, { status: 'cancelled' });

describe("a quoted order with a line of the shop's own", () => {
  it('is delivered in Sri Lanka and paid by card for the quoted total; only the product takes and gets back stock', async ({
    t,
    admin,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, {
      name: 'Yamaha DXR12 speaker',
      price: 75_000,
      stock: 10,
    });
    const { placed } = await quotedOrder(t, { admin, shopper }, product, {
      ...DELIVERY,
      paymentMethod: 'card',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.id as string;
    expect(await stockOf(t.database.pool, product.id)).toBe(8);

    const order = await call(t, 'GET', `/api/orders/${orderId}`, shopper.token);
    expect(order.body).toMatchObject({
      status: 'pending',
      total: 145_000,
      deliveryCharge: 0,
      deliveryMethod: 'delivery',
      paymentMethod: 'card',
      customer: { ...ADDRESS, organisation: 'Royal College Colombo' },
      items: [
        { productId: product.id, quantity: 2, price: 65_000, originalPrice: 75_000 },
        {
          productId: null,
          name: INSTALLATION,
          category: OWN_LINE_CATEGORY,
          quantity: 1,
          price: 15_000,
          originalPrice: 15_000,
          images: [],
          appliedPromoCode: null,
        },
      ],
    });
    expect(order.body.items![1]).not.toHaveProperty('slug');

    // The gateway is asked for the quoted total, never the products' alone.
    const session = (amount: string) =>
      post(`${t.url}/api/payment/create-session`, { orderId, amount }, bearer(shopper.token));
    const short = await session('130000.00');
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('The amount does not match the order.');
    const opened = await session('145000.00');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { rows: attempts } = await t.database.pool.query(
      'SELECT amount_cents FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(attempts).toEqual([{ amount_cents: '14500000' }]);
    const hosted = await fetch(`${t.url}/sandbox/card/pay/${opened.body.sessionId as string}`);
    expect(await hosted.text()).toContain('LKR 145,000.00');

    const back = await redirectOf(
      `${t.url}/sandbox/card/pay/${opened.body.sessionId as string}/approve`,
      { method: 'POST', body: new URLSearchParams() },
    );
    const page = await redirectOf(back.toString());
    expect(page.pathname).toBe('/payment/response');
    expect(page.searchParams.get('status')).toBe('SUCCESS');
    expect(page.searchParams.get('order_id')).toBe(orderId);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
    expect(await paymentsOf(t, orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded' }),
    ]);

    const receipt = await pdfTextAt(t, `/api/orders/${orderId}/receipt.pdf`, shopper.token);
    expect(receipt.status).toBe(200);
    for (const words of [
      'TAX INVOICE',
      'Royal College Colombo',
      'Yamaha DXR12 speaker',
      INSTALLATION,
      '15,000.00',
      '130,000.00',
      '145,000.00',
    ])
      expect(receipt.text).toContain(words);

    const mails = await mailsAbout(t, orderId);
    const told = mails.filter((m) => m.to && JSON.stringify(m.to).includes(shopper.email));
    expect(told.length, 'the shopper is mailed the paid order').toBeGreaterThan(0);
    expect(told.some((m) => m.text?.includes(INSTALLATION))).toBe(true);

    const history = await call(t, 'GET', '/api/auth/get-each-user-orders', shopper.token);
    const listed = (history.body.orders as { id: string; items: { name: string }[] }[]).find(
      (o) => o.id === orderId,
    );
    expect(listed?.items.map((i) => i.name)).toEqual(['Yamaha DXR12 speaker', INSTALLATION]);
    const backOffice = await call(t, 'GET', `/api/admin/orders/${orderId}`, admin.token);
    expect(backOffice.body.items).toEqual([
      expect.objectContaining({ productId: product.id }),
      expect.objectContaining({ productId: null, name: INSTALLATION, price: 15_000 }),
    ]);

    const csv = await fetch(`${t.url}/api/admin/orders/lines.csv`, { headers: admin.headers });
    const row = (await csv.text()).split('\n').find((r) => r.includes(INSTALLATION));
    expect(row, 'the export has the installation line').toBeDefined();
    expect(row).toContain(OWN_LINE_CATEGORY);
    expect(row).toContain(orderId);

    const slip = await pdfTextAt(t, `/api/admin/orders/${orderId}/packing-slip.pdf`, admin.token);
    expect(slip.text).toContain(`${INSTALLATION} ${OWN_LINE_CATEGORY}: not packed`);
    expect(slip.text).toContain('2 items in all');

    // Cancelled, the product's two come back; the installation took nothing and returns nothing.
    const cancelled = await cancel(t, admin, orderId);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(t.database.pool, product.id)).toBe(10);
  });

  it('paid by KOKO, starts the payment for the quoted total; cancelled, returns only the product', async ({
    t,
    admin,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 75_000, stock: 3 });
    const { placed } = await quotedOrder(t, { admin, shopper }, product, {
      ...CUSTOMER,
      deliveryMethod: 'pickup',
      paymentMethod: 'koko',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.id as string;
    expect(await stockOf(t.database.pool, product.id)).toBe(1);

    const start = (token: string) =>
      post(
        `${t.url}/api/payment/create-koko-payment`,
        { orderId, amount: 145_000, currency: 'LKR' },
        bearer(token),
      );
    // Only the quotation's buyer pays its order.
    const stranger = await signUp(t);
    expect((await start(stranger.token)).status).toBe(404);
    const form = await start(shopper.token);
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const fields = form.body.formFields as { name: string; value: string }[];
    expect(fields.find((f) => f.name === '_amount')?.value).toBe('145000.00');
    expect(await paymentsOf(t, orderId)).toEqual([
      expect.objectContaining({ status: 'initiated' }),
    ]);

    expect((await cancel(t, admin, orderId)).status).toBe(200);
    expect(await stockOf(t.database.pool, product.id)).toBe(3);
  });

  it('is refused a delivery abroad as the checkout is, and a Sri Lankan address without its district', async ({
    t,
    admin,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 75_000, stock: 5 });
    const abroad = {
      ...CUSTOMER,
      country: 'India',
      address: '12 Mount Road',
      city: 'Chennai',
      zipCode: '600002',
      deliveryMethod: 'delivery',
      paymentMethod: 'card',
    };
    const { quotation, placed } = await quotedOrder(t, { admin, shopper }, product, abroad);
    expect(placed.status).toBe(400);
    const refusal = deliverOnlyToMessage(t.config.DELIVERY_COUNTRIES);
    expect(placed.body.message).toBe(`country: ${refusal}`);
    // The checkout says the same of the same address.
    const { deliveryMethod: _d, paymentMethod: _p, ...customer } = abroad;
    const atCheckout = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { deliveryMethod: 'delivery', customer }),
      bearer(shopper.token),
    );
    expect(atCheckout.status).toBe(400);
    expect(atCheckout.body.message).toBe(`customer.country: ${refusal}`);

    const noDistrict = await post(
      `${t.url}/api/quotations/${quotation.id}/order`,
      { ...DELIVERY, district: '', paymentMethod: 'card' },
      bearer(shopper.token),
    );
    expect(noDistrict.status).toBe(400);
    expect(noDistrict.body.message).toContain(ADDRESS_MESSAGES.chooseDistrict);

    expect(await stockOf(t.database.pool, product.id)).toBe(5);
    const read = await call(t, 'GET', `/api/quotations/${quotation.id}`, shopper.token);
    expect(read.body).toMatchObject({ status: 'accepted', orderId: null });
  });
});
