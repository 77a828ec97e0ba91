import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { call, signInAdmin } from '../helpers/admin';
import { insertProduct, orderBody, type TestProduct } from '../helpers/catalogue';

// PostgreSQL refuses U+0000 in text and jsonb, so one that reached the database answered 500.
const NUL = '\u0000';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let shopper: Awaited<ReturnType<typeof signUp>>;
let product: TestProduct;
const auth = () => ({ authorization: `Bearer ${shopper.token}` });

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_IP_EMAIL: '10000' },
  });
  admin = await signInAdmin(t);
  shopper = await signUp(t.url);
  product = await insertProduct(t.database.pool, { stock: 50 });
});
afterAll(() => t.close());

const refused = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/NUL/);
};

describe('a NUL character in a text field is refused with 400, never 500', () => {
  it.each([
    ['sign-up e-mail', { email: `a${NUL}${newEmail()}`, password: PASSWORD }],
    ['sign-up password', { email: newEmail(), password: `${PASSWORD}${NUL}` }],
  ])('%s', async (_, body) => {
    refused(await post(`${t.url}/api/auth/register`, body));
  });

  it('in the sign-in and reset forms', async () => {
    refused(await post(`${t.url}/api/auth/login`, { email: `x${NUL}@b.lk`, password: PASSWORD }));
    refused(await post(`${t.url}/api/auth/login`, { email: shopper.email, password: `a${NUL}b` }));
    refused(await post(`${t.url}/api/auth/resetPassword`, { email: `x${NUL}@b.lk` }));
    refused(
      await post(`${t.url}/api/auth/resetPassword/confirm`, {
        token: `abc${NUL}`,
        password: PASSWORD,
      }),
    );
  });

  it.each([
    ['first name', { customer: { firstName: `Nimal${NUL}` } }],
    ['last name', { customer: { lastName: `${NUL}` } }],
    ['e-mail', { customer: { email: `nimal${NUL}@example.lk` } }],
    ['phone', { customer: { phone: `+94 77 123 4567${NUL}` } }],
    ['city', { deliveryMethod: 'delivery' as const, customer: { city: `Kandy${NUL}` } }],
    ['address', { deliveryMethod: 'delivery' as const, customer: { address: `12${NUL}` } }],
  ])("an order's customer %s", async (_, options) => {
    const body = orderBody([{ product }], options);
    refused(await post(`${t.url}/api/orders`, body, auth()));
  });

  it("an order line's name and promo code", async () => {
    const body = orderBody([{ product }]);
    body.items[0]!.name = `Mixer${NUL}`;
    refused(await post(`${t.url}/api/orders`, body, auth()));
    const promo = orderBody([{ product, promoCode: `SAVE${NUL}` }]);
    refused(await post(`${t.url}/api/orders`, promo, auth()));
  });

  it.each(['name', 'email', 'message'])('a contact message %s', async (field) => {
    const body = { name: 'Nimal', email: 'nimal@example.lk', message: 'Hello', [field]: '' };
    body[field] = field === 'email' ? `nimal${NUL}@example.lk` : `Hi${NUL}there`;
    refused(await post(`${t.url}/api/contact`, body));
  });

  it('a promo code', async () => {
    refused(
      await post(
        `${t.url}/api/promos/validate`,
        { productId: product.id, promoCode: `SAVE${NUL}10` },
        auth(),
      ),
    );
    refused(
      await post(
        `${t.url}/api/auth/apply-promocode`,
        { promos: [{ productId: product.id, promoCode: `A${NUL}` }] },
        auth(),
      ),
    );
  });

  it.each([
    ['name', { name: `Mixer${NUL}` }],
    ['description', { description: `Twelve channels${NUL}` }],
    [
      'picture alt text',
      { pictures: [{ id: '00000000-0000-4000-8000-000000000000', alt: `Front${NUL}` }] },
    ],
    ['promo code', { promoCode: `SAVE${NUL}`, promoDiscount: 5 }],
  ])('an admin product %s', async (_, fields) => {
    const body = { name: `Mixer ${Date.now()}`, price: 1000, category: 'Analog Mixers', stock: 1 };
    refused(await call(t, 'POST', '/api/admin/products', admin.token, { ...body, ...fields }));
    refused(
      await call(t, 'PATCH', `/api/admin/products/${product.id}`, admin.token, {
        version: 1,
        ...fields,
      }),
    );
  });

  it('a payment description', async () => {
    const placed = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { paymentMethod: 'card' }),
      auth(),
    );
    expect(placed.status).toBe(201);
    const total = (orderBody([{ product }]).total as number).toFixed(2);
    refused(
      await post(
        `${t.url}/api/payment/create-session`,
        { orderId: placed.body.id, amount: total, description: `Order${NUL}` },
        auth(),
      ),
    );
  });
});

describe('a NUL character in a query string or URL parameter is refused with 400', () => {
  it.each([
    '/api/admin/orders?q=%00',
    '/api/admin/orders?q=nimal%00',
    '/api/admin/products?search=mix%00',
    '/api/admin/products?category=%00',
    '/api/admin/products?page=1%00',
    '/api/admin/messages?pageSize=1%00',
  ])('%s', async (path) => {
    const res = await call(t, 'GET', path, admin.token);
    expect(res.status).toBe(400);
  });

  it.each([
    '/api/products/%00',
    `/api/orders/%00`,
    '/api/admin/products/%00',
    '/api/admin/orders/%00',
    '/api/payment/status/%00',
    '/api/payment/koko/cancel?ref=%00',
    '/media/%00.png',
  ])('%s answers 4xx', async (path) => {
    const res = await call(t, 'GET', path, admin.token);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
