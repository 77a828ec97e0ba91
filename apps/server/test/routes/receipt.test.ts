import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { CUSTOMER, insertProduct, orderBody } from '../helpers/catalogue';
import { pdfText } from '../helpers/mail';
import { it } from '../fixtures';

let owner: Awaited<ReturnType<typeof signUp>>;
let orderId: string;
let names: { mixer: string; stand: string };
it.beforeAll(async ({ t }) => {
  owner = await signUp(t.url);
  const mixer = await insertProduct(t.database.pool, {
    name: `Allen & Heath ZED-10 ${Math.random().toString(36).slice(2, 8)}`,
    price: 30000,
    promoCode: 'ZED10',
    promoDiscount: 10,
  });
  const stand = await insertProduct(t.database.pool, { price: 4500 });
  await t.database.pool.query(
    "UPDATE products SET warranty_months = 24, warranty_by = 'shop' WHERE id = $1",
    [mixer.id],
  );
  names = { mixer: mixer.name, stand: stand.name };
  const res = await post(
    `${t.url}/api/orders`,
    orderBody(
      [
        { product: mixer, quantity: 2, price: 27000, promoCode: 'ZED10' },
        { product: stand, quantity: 1 },
      ],
      { deliveryMethod: 'delivery' },
    ),
    { authorization: `Bearer ${owner.token}` },
  );
  expect(res.status).toBe(201);
  orderId = res.body.id as string;
  // The shop's charge for the district, as the delivery service stores it on the order.
  await t.database.pool.query(
    `UPDATE orders SET district = 'Kandy', delivery_charge_cents = 120000,
       total_cents = total_cents + 120000 WHERE id = $1`,
    [orderId],
  );
});

const receipt = (t: TestApp, id: string, token?: string) =>
  fetch(`${t.url}/api/orders/${id}/receipt.pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/orders/:id/receipt.pdf', () => {
  it('names a step of fulfilment in words, as the order history does', async ({ t }) => {
    await t.database.pool.query(
      "UPDATE orders SET delivery_method = 'pickup', status = 'ready_for_collection' WHERE id = $1",
      [orderId],
    );
    try {
      const text = await pdfText(
        Buffer.from(await (await receipt(t, orderId, owner.token)).arrayBuffer()),
      );
      expect(text).toContain('Status: Ready for collection');
    } finally {
      await t.database.pool.query(
        "UPDATE orders SET delivery_method = 'delivery', status = 'pending' WHERE id = $1",
        [orderId],
      );
    }
  });

  it('gives the owner the receipt: the shop, the order, every line with its warranty, the totals and the payment', async ({
    t,
  }) => {
    const res = await receipt(t, orderId, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const number = orderId.slice(0, 8).toUpperCase();
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="receipt-${number}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/[ \t]+/g, ' ');
    expect(text).toContain(t.config.SHOP_NAME);
    expect(text).toContain(t.config.SHOP_ADDRESS);
    expect(text).toContain(t.config.SHOP_PHONE);
    expect(text).toContain(`Order #${number}`);
    expect(text).toContain('Status: Pending');
    expect(text).toContain(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    expect(text).toContain('12 Temple Road, Kandy');
    expect(text).toContain(`${names.mixer} 2 LKR 30,000.00 LKR 60,000.00`);
    expect(text).toContain('Promo ZED10: 10% off');
    expect(text).toContain('Warranty: 2 years warranty from the shop');
    expect(text).toContain(`${names.stand} 1 LKR 4,500.00 LKR 4,500.00`);
    expect(text).toContain('Subtotal LKR 64,500.00');
    expect(text).toContain('Promo savings -LKR 6,000.00');
    expect(text).toContain('Delivery to Kandy LKR 1,200.00');
    expect(text).toContain('Total LKR 59,700.00');
    expect(text).toContain('Payment Cash, to pay on delivery');
  });

  it('gives it to an admin too', async ({ t, admin }) => {
    const res = await receipt(t, orderId, admin.token);
    expect(res.status).toBe(200);
    expect(await pdfText(Buffer.from(await res.arrayBuffer()))).toContain(names.mixer);
  });

  it('answers 404 to another customer, as for an order that does not exist, and 401 without a token', async ({
    t,
  }) => {
    const stranger = await signUp(t.url);
    const res = await receipt(t, orderId, stranger.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Order not found' });
    const unknown = await receipt(t, '00000000-0000-4000-8000-000000000000', owner.token);
    expect(unknown.status).toBe(404);
    expect((await receipt(t, orderId)).status).toBe(401);
    expect((await receipt(t, 'not-an-id', owner.token)).status).toBe(400);
  });

  it('is described in the OpenAPI document as a PDF for a signed-in user', async ({ t }) => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get: Record<string, unknown> }>;
    };
    const op = doc.paths['/api/orders/{id}/receipt.pdf']!.get as {
      security: unknown[];
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(Object.keys(op.responses['200']!.content!)).toEqual(['application/pdf']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '404']));
    expect(op.security).toEqual([{ bearerAuth: [] }]);
  });
});
