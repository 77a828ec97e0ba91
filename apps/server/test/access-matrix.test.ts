import { describe, expect } from 'vitest';
import { post, signUp } from './helpers/accounts';
import { insertProduct, orderBody } from './helpers/catalogue';
import { signInAdmin } from './helpers/admin';
import { appTest } from './fixtures';

const it = appTest({
  env: { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_IP_EMAIL: '100000' },
});

type Role = 'visitor' | 'customer' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'customer', 'other', 'admin'];

const tokens: Partial<Record<Role, string>> = {};
let product: { id: string; name: string; price: number };
let cardOrder: string;
let paymentRef: string;

it.beforeAll(async ({ t }) => {
  tokens.customer = (await signUp(t.url)).token;
  tokens.other = (await signUp(t.url)).token;
  tokens.admin = (await signInAdmin(t)).token;
  product = await insertProduct(t.database.pool, {
    stock: 1000,
    price: 500,
    promoCode: 'MATRIX5',
    promoDiscount: 5,
  });
  const order = await post(
    `${t.url}/api/orders`,
    orderBody([{ product }], { paymentMethod: 'card' }),
    { authorization: `Bearer ${tokens.customer}` },
  );
  cardOrder = order.body.id as string;
  const session = await post(
    `${t.url}/api/payment/create-session`,
    { orderId: cardOrder, amount: '500.00' },
    { authorization: `Bearer ${tokens.customer}` },
  );
  expect(session.status).toBe(200);
  paymentRef = (
    await t.database.pool.query('SELECT id FROM payments WHERE order_id = $1', [cardOrder])
  ).rows[0].id;
});

interface Case {
  method: string;
  path: () => string;
  body?: () => unknown;
  /** Expected status per role. */
  expect: Record<Role, number>;
}

const everyone = (status: number) => ({
  visitor: status,
  customer: status,
  other: status,
  admin: status,
});
const signedIn = (status: number) => ({
  visitor: 401,
  customer: status,
  other: status,
  admin: status,
});
const staff = (status: number) => ({ visitor: 401, customer: 403, other: 403, admin: status });

const CASES: Case[] = [
  { method: 'GET', path: () => '/api/health', expect: everyone(200) },
  { method: 'GET', path: () => '/api/config', expect: everyone(200) },
  { method: 'GET', path: () => '/api/products/', expect: everyone(200) },
  { method: 'GET', path: () => `/api/products/${product.id}`, expect: everyone(200) },
  { method: 'GET', path: () => '/api/auth/me', expect: signedIn(200) },
  { method: 'GET', path: () => '/api/auth/get-each-user-orders', expect: signedIn(200) },
  { method: 'GET', path: () => '/api/auth/user-promocodes', expect: signedIn(200) },
  { method: 'GET', path: () => '/api/auth/delivery-details', expect: signedIn(200) },
  { method: 'GET', path: () => '/api/cart', expect: signedIn(200) },
  {
    method: 'PUT',
    path: () => '/api/cart',
    body: () => ({ lines: [{ productId: product.id, quantity: 1 }] }),
    expect: signedIn(200),
  },
  { method: 'GET', path: () => '/api/delivery/charges', expect: everyone(200) },
  {
    method: 'POST',
    path: () => '/api/auth/apply-promocode',
    body: () => ({ promos: [] }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: () => '/api/promos/validate',
    body: () => ({ productId: product.id, promoCode: 'MATRIX5' }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: () => '/api/orders',
    body: () => orderBody([{ product }]),
    expect: signedIn(201),
  },
  // A visitor holding the id may read it for 24 hours (masked); another shopper may not.
  {
    method: 'GET',
    path: () => `/api/orders/${cardOrder}`,
    expect: { visitor: 200, customer: 200, other: 404, admin: 200 },
  },
  {
    method: 'POST',
    path: () => '/api/payment/create-session',
    body: () => ({ orderId: cardOrder, amount: '500.00' }),
    expect: { visitor: 401, customer: 200, other: 404, admin: 404 },
  },
  // Paying another way: the owner only (the same method again changes nothing).
  {
    method: 'PUT',
    path: () => `/api/orders/${cardOrder}/payment-method`,
    body: () => ({ paymentMethod: 'card' }),
    expect: { visitor: 401, customer: 200, other: 404, admin: 404 },
  },
  { method: 'GET', path: () => `/api/payment/status/${paymentRef}`, expect: everyone(200) },
  { method: 'GET', path: () => '/api/admin/dashboard', expect: staff(200) },
  { method: 'GET', path: () => '/api/admin/products', expect: staff(200) },
  { method: 'GET', path: () => `/api/admin/products/${product.id}`, expect: staff(200) },
  { method: 'GET', path: () => '/api/admin/orders', expect: staff(200) },
  { method: 'GET', path: () => `/api/admin/orders/${cardOrder}`, expect: staff(200) },
  { method: 'GET', path: () => '/api/admin/messages', expect: staff(200) },
  { method: 'GET', path: () => '/api/admin/promotions', expect: staff(200) },
  { method: 'GET', path: () => '/api/admin/audit', expect: staff(200) },
  { method: 'GET', path: () => '/api/admin/delivery', expect: staff(200) },
  {
    method: 'PATCH',
    path: () => `/api/admin/orders/${cardOrder}/status`,
    body: () => ({ status: 'pending' }),
    expect: staff(409),
  },
];

describe('who may call what', () => {
  for (const c of CASES) {
    it(`${c.method} ${c.path.toString().replace(/^\(\) => /, '')}`, async ({ t }) => {
      const got: Record<string, number> = {};
      for (const role of ROLES) {
        const token = tokens[role];
        const res = await fetch(`${t.url}${c.path()}`, {
          method: c.method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(c.body ? { 'content-type': 'application/json' } : {}),
          },
          body: c.body ? JSON.stringify(c.body()) : undefined,
        });
        got[role] = res.status;
      }
      expect(got).toEqual(c.expect);
    });
  }
});
