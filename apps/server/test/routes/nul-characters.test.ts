import { describe, expect } from 'vitest';
import { bearer, newEmail, PASSWORD, post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody, type TestProduct } from '../helpers/catalogue';
import { appTest } from '../fixtures';

const it = appTest({
  env: { RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_IP_EMAIL: '10000' },
});

// PostgreSQL refuses U+0000 in text and jsonb, so one that reached the database answered 500.
const NUL = '\u0000';

let product: TestProduct;

it.beforeAll(async ({ t }) => {
  product = await insertProduct(t.database.pool, { stock: 50 });
});

const refused = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/NUL/);
};

describe('a NUL character in a text field is refused with 400, never 500', () => {
  it.for([
    ['sign-up e-mail', { email: `a${NUL}${newEmail()}`, password: PASSWORD }],
    ['sign-up password', { email: newEmail(), password: `${PASSWORD}${NUL}` }],
  ])('%s', async ([_, body], { t }) => {
    refused(await post(`${t.url}/api/auth/register`, body));
  });

  it('in the sign-in and reset forms', async ({ shopper, t }) => {
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

  it.for<[string, Parameters<typeof orderBody>[1]]>([
    ['first name', { customer: { firstName: `Nimal${NUL}` } }],
    ['last name', { customer: { lastName: `${NUL}` } }],
    ['e-mail', { customer: { email: `nimal${NUL}@example.lk` } }],
    ['phone', { customer: { phone: `+94 77 123 4567${NUL}` } }],
    ['city', { deliveryMethod: 'delivery' as const, customer: { city: `Kandy${NUL}` } }],
    ['address', { deliveryMethod: 'delivery' as const, customer: { address: `12${NUL}` } }],
  ])("an order's customer %s", async ([_, options], { placeOrder }) => {
    const body = orderBody([{ product }], options);
    refused(await placeOrder(body));
  });

  it("an order line's name and promo code", async ({ placeOrder }) => {
    const body = orderBody([{ product }]);
    body.items[0]!.name = `Mixer${NUL}`;
    refused(await placeOrder(body));
    const promo = orderBody([{ product, promoCode: `SAVE${NUL}` }]);
    refused(await placeOrder(promo));
  });

  it.for(['name', 'email', 'message'])('a contact message %s', async (field, { t }) => {
    const body = { name: 'Nimal', email: 'nimal@example.lk', message: 'Hello', [field]: '' };
    body[field] = field === 'email' ? `nimal${NUL}@example.lk` : `Hi${NUL}there`;
    refused(await post(`${t.url}/api/contact`, body));
  });

  it('a promo code', async ({ shopper, t }) => {
    refused(
      await post(
        `${t.url}/api/promos/validate`,
        { productId: product.id, promoCode: `SAVE${NUL}10` },
        bearer(shopper.token),
      ),
    );
    refused(
      await post(
        `${t.url}/api/auth/apply-promocode`,
        { promos: [{ productId: product.id, promoCode: `A${NUL}` }] },
        bearer(shopper.token),
      ),
    );
  });

  it.for<[string, Record<string, unknown>]>([
    ['name', { name: `Mixer${NUL}` }],
    ['description', { description: `Twelve channels${NUL}` }],
    [
      'picture alt text',
      { pictures: [{ id: '00000000-0000-4000-8000-000000000000', alt: `Front${NUL}` }] },
    ],
    ['promo code', { promoCode: `SAVE${NUL}`, promoDiscount: 5 }],
  ])('an admin product %s', async ([_, fields], { t, admin }) => {
    const body = { name: `Mixer ${Date.now()}`, price: 1000, category: 'Analog Mixers', stock: 1 };
    refused(await call(t, 'POST', '/api/admin/products', admin.token, { ...body, ...fields }));
    refused(
      await call(t, 'PATCH', `/api/admin/products/${product.id}`, admin.token, {
        version: 1,
        ...fields,
      }),
    );
  });

  it('a payment description', async ({ shopper, placeOrder, t }) => {
    const placed = await placeOrder(orderBody([{ product }], { paymentMethod: 'card' }));
    expect(placed.status).toBe(201);
    const total = (orderBody([{ product }]).total as number).toFixed(2);
    refused(
      await post(
        `${t.url}/api/payment/create-session`,
        { orderId: placed.body.id, amount: total, description: `Order${NUL}` },
        bearer(shopper.token),
      ),
    );
  });
});

describe('a NUL character in a query string or URL parameter is refused with 400', () => {
  it.for([
    '/api/admin/orders?q=%00',
    '/api/admin/orders?q=nimal%00',
    '/api/admin/products?search=mix%00',
    '/api/admin/products?category=%00',
    '/api/admin/products?page=1%00',
    '/api/admin/messages?pageSize=1%00',
  ])('%s', async (path, { t, admin }) => {
    const res = await call(t, 'GET', path, admin.token);
    expect(res.status).toBe(400);
  });

  it.for([
    '/api/products/%00',
    `/api/orders/%00`,
    '/api/admin/products/%00',
    '/api/admin/orders/%00',
    '/api/payment/status/%00',
    '/api/payment/koko/cancel?ref=%00',
    '/media/%00.png',
  ])('%s answers 4xx', async (path, { t, admin }) => {
    const res = await call(t, 'GET', path, admin.token);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
