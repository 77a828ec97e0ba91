import { describe, expect } from 'vitest';
import { STAFF_MESSAGES } from '@avstore/core';
import { post, signUp } from './helpers/accounts';
import { insertProduct, orderBody } from './helpers/catalogue';
import { call, signInAdmin } from './helpers/admin';
import { routeTable, signInStaff } from './helpers/staff';
import { appTest } from './fixtures';

const it = appTest({
  env: { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_IP_EMAIL: '100000' },
});

type Role = 'visitor' | 'customer' | 'other' | 'staff' | 'admin';
const ROLES: Role[] = ['visitor', 'customer', 'other', 'staff', 'admin'];
/** Let through: neither 401 nor 403, and no server error (what follows is the route's own test). */
const OK = 'ok';
type Expected = number | typeof OK;

const ID = '00000000-0000-4000-8000-000000000000';
const tokens: Partial<Record<Role, string>> = {};
let product: { id: string; name: string; price: number };
let cardOrder: string;
let paymentRef: string;
let quotation: string;

it.beforeAll(async ({ t }) => {
  tokens.customer = (await signUp(t.url)).token;
  tokens.other = (await signUp(t.url)).token;
  tokens.staff = (await signInStaff(t)).token;
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
  const asked = await post(
    `${t.url}/api/quotations`,
    { organisation: 'Matrix College', items: [{ id: product.id, quantity: 1 }] },
    { authorization: `Bearer ${tokens.customer}` },
  );
  expect(asked.status).toBe(201);
  quotation = asked.body.id as string;
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
  /** The route as Fastify's table names it: 'METHOD /url/:param'. */
  route: string;
  path: () => string;
  body?: () => unknown;
  expect: Record<Role, Expected>;
}

const everyone = (status: number) => ({
  visitor: status,
  customer: status,
  other: status,
  staff: status,
  admin: status,
});
const signedIn = (status: number) => ({
  visitor: 401,
  customer: status,
  other: status,
  staff: status,
  admin: status,
});
/** Back-office routes: the owner's alone unless declared `access: 'staff'`. */
const ownerOnly = (admin: Expected = OK) => ({
  visitor: 401,
  customer: 403,
  other: 403,
  staff: 403,
  admin,
});
const staffToo = (status: Expected = OK) => ({
  visitor: 401,
  customer: 403,
  other: 403,
  staff: status,
  admin: status,
});

const CASES: Case[] = [
  { route: 'GET /api/health', path: () => '/api/health', expect: everyone(200) },
  // Not the shop's API: a scraper's, on this machine (the tests' loopback) whatever its sign-in;
  // from elsewhere only with METRICS_TOKEN, and 404 without it (test/ops/metrics.test.ts).
  { route: 'GET /metrics', path: () => '/metrics', expect: everyone(200) },
  { route: 'GET /api/config', path: () => '/api/config', expect: everyone(200) },
  {
    route: 'GET /api/content/special-deal',
    path: () => '/api/content/special-deal',
    expect: everyone(200),
  },
  { route: 'GET /api/content/pages', path: () => '/api/content/pages', expect: everyone(200) },
  { route: 'GET /api/products/', path: () => '/api/products/', expect: everyone(200) },
  {
    route: 'GET /api/products/:id',
    path: () => `/api/products/${product.id}`,
    expect: everyone(200),
  },
  { route: 'GET /api/auth/me', path: () => '/api/auth/me', expect: signedIn(200) },
  {
    route: 'GET /api/auth/get-each-user-orders',
    path: () => '/api/auth/get-each-user-orders',
    expect: signedIn(200),
  },
  {
    route: 'GET /api/auth/user-promocodes',
    path: () => '/api/auth/user-promocodes',
    expect: signedIn(200),
  },
  {
    route: 'GET /api/auth/delivery-details',
    path: () => '/api/auth/delivery-details',
    expect: signedIn(200),
  },
  { route: 'GET /api/cart', path: () => '/api/cart', expect: signedIn(200) },
  {
    route: 'PUT /api/cart',
    path: () => '/api/cart',
    body: () => ({ lines: [{ productId: product.id, quantity: 1 }] }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/delivery/charges',
    path: () => '/api/delivery/charges',
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/apply-promocode',
    path: () => '/api/auth/apply-promocode',
    body: () => ({ promos: [] }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/promos/validate',
    path: () => '/api/promos/validate',
    body: () => ({ productId: product.id, promoCode: 'MATRIX5' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/orders',
    path: () => '/api/orders',
    body: () => orderBody([{ product }]),
    expect: signedIn(201),
  },
  // A visitor holding the id may read it for 24 hours (masked); another shopper may not; the
  // shop's people handle it.
  {
    route: 'GET /api/orders/:id',
    path: () => `/api/orders/${cardOrder}`,
    expect: { visitor: 200, customer: 200, other: 404, staff: 200, admin: 200 },
  },
  {
    route: 'POST /api/payment/create-session',
    path: () => '/api/payment/create-session',
    body: () => ({ orderId: cardOrder, amount: '500.00' }),
    expect: { visitor: 401, customer: 200, other: 404, staff: 404, admin: 404 },
  },
  // Paying another way: the owner only (the same method again changes nothing).
  {
    route: 'PUT /api/orders/:id/payment-method',
    path: () => `/api/orders/${cardOrder}/payment-method`,
    body: () => ({ paymentMethod: 'card' }),
    expect: { visitor: 401, customer: 200, other: 404, staff: 404, admin: 404 },
  },
  // A payment slip is a bank document: the order's owner and staff read it, anyone else is told
  // there is no such order; only the owner sends one (here not as a file: 415 once let through).
  {
    route: 'GET /api/orders/:id/payment-slips',
    path: () => `/api/orders/${cardOrder}/payment-slips`,
    expect: { visitor: 404, customer: 200, other: 404, staff: 200, admin: 200 },
  },
  {
    route: 'POST /api/orders/:id/payment-slips',
    path: () => `/api/orders/${cardOrder}/payment-slips`,
    body: () => ({}),
    expect: { visitor: 401, customer: 415, other: 404, staff: 404, admin: 404 },
  },
  {
    route: 'GET /api/orders/:id/payment-slips/:slipId/file',
    path: () => `/api/orders/${cardOrder}/payment-slips/${ID}/file`,
    expect: everyone(404),
  },
  // A quotation is its shopper's alone: anyone else is told there is none (issue #28).
  {
    route: 'POST /api/quotations/',
    path: () => '/api/quotations',
    body: () => ({ organisation: 'Matrix College', items: [{ id: product.id, quantity: 1 }] }),
    expect: signedIn(201),
  },
  { route: 'GET /api/quotations/', path: () => '/api/quotations', expect: signedIn(200) },
  {
    route: 'GET /api/quotations/:id',
    path: () => `/api/quotations/${quotation}`,
    expect: { visitor: 401, customer: 200, other: 404, staff: 404, admin: 404 },
  },
  {
    route: 'POST /api/quotations/:id/accept',
    path: () => `/api/quotations/${ID}/accept`,
    expect: signedIn(404),
  },
  {
    route: 'POST /api/quotations/:id/changes',
    path: () => `/api/quotations/${ID}/changes`,
    body: () => ({ note: 'Two more, please.' }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/quotations/:id/order',
    path: () => `/api/quotations/${ID}/order`,
    body: () => ({
      email: 'matrix@example.lk',
      firstName: 'Nimal',
      lastName: 'Perera',
      phone: '+94 77 123 4567',
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/payment/status/:transactionRef',
    path: () => `/api/payment/status/${paymentRef}`,
    expect: everyone(200),
  },

  // The back office: every /api/admin route (the route-table test below holds this list whole).
  { route: 'GET /api/admin/dashboard', path: () => '/api/admin/dashboard', expect: staffToo(200) },
  { route: 'GET /api/admin/products', path: () => '/api/admin/products', expect: staffToo(200) },
  {
    route: 'POST /api/admin/products',
    path: () => '/api/admin/products',
    body: () => ({ name: 'Access Check', price: 1, category: 'Accessories', stock: 1 }),
    expect: ownerOnly(),
  },
  {
    route: 'GET /api/admin/products/:id',
    path: () => `/api/admin/products/${product.id}`,
    expect: staffToo(200),
  },
  // Staff may send the stock alone; a price from staff is refused (the test below).
  {
    route: 'PATCH /api/admin/products/:id',
    path: () => `/api/admin/products/${ID}`,
    body: () => ({ version: 1, stock: 2 }),
    expect: staffToo(404),
  },
  {
    route: 'DELETE /api/admin/products/:id',
    path: () => `/api/admin/products/${ID}`,
    expect: ownerOnly(404),
  },
  {
    route: 'POST /api/admin/products/:id/images',
    path: () => `/api/admin/products/${ID}/images`,
    expect: ownerOnly(),
  },
  ...['restore', 'publish', 'duplicate'].map((step) => ({
    route: `POST /api/admin/products/:id/${step}`,
    path: () => `/api/admin/products/${ID}/${step}`,
    expect: ownerOnly(),
  })),
  {
    route: 'GET /api/admin/products/export.csv',
    path: () => '/api/admin/products/export.csv',
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/admin/products/import',
    path: () => '/api/admin/products/import',
    expect: ownerOnly(),
  },
  { route: 'GET /api/admin/orders', path: () => '/api/admin/orders', expect: staffToo(200) },
  // Staff handle orders: their notes, corrections, packing slips and CSV; a refund is money, the
  // owner's.
  {
    route: 'GET /api/admin/orders/export.csv',
    path: () => '/api/admin/orders/export.csv',
    expect: staffToo(),
  },
  {
    route: 'GET /api/admin/orders/lines.csv',
    path: () => '/api/admin/orders/lines.csv',
    expect: staffToo(),
  },
  {
    route: 'POST /api/admin/orders/:id/refunds',
    path: () => `/api/admin/orders/${cardOrder}/refunds`,
    body: () => ({}),
    expect: ownerOnly(),
  },
  {
    route: 'GET /api/admin/orders/:id/packing-slip.pdf',
    path: () => `/api/admin/orders/${cardOrder}/packing-slip.pdf`,
    expect: staffToo(),
  },
  {
    route: 'PUT /api/admin/orders/:id/note',
    path: () => `/api/admin/orders/${cardOrder}/note`,
    body: () => ({ note: 'Call before delivery.' }),
    expect: staffToo(),
  },
  {
    route: 'PATCH /api/admin/orders/:id/customer',
    path: () => `/api/admin/orders/${ID}/customer`,
    body: () => ({}),
    expect: staffToo(),
  },
  {
    route: 'GET /api/admin/orders/:id',
    path: () => `/api/admin/orders/${cardOrder}`,
    expect: staffToo(200),
  },
  {
    route: 'PATCH /api/admin/orders/:id/status',
    path: () => `/api/admin/orders/${cardOrder}/status`,
    body: () => ({ status: 'pending' }),
    expect: staffToo(409),
  },
  {
    route: 'PUT /api/admin/orders/:id/note',
    path: () => `/api/admin/orders/${cardOrder}/note`,
    body: () => ({ note: 'Call first' }),
    expect: staffToo(200),
  },
  {
    route: 'PATCH /api/admin/orders/:id/customer',
    path: () => `/api/admin/orders/${cardOrder}/customer`,
    body: () => ({ phone: '071 555 1234' }),
    expect: staffToo(200),
  },
  {
    route: 'GET /api/admin/orders/export.csv',
    path: () => '/api/admin/orders/export.csv?from=2026-01-01',
    expect: staffToo(200),
  },
  {
    route: 'GET /api/admin/orders/lines.csv',
    path: () => '/api/admin/orders/lines.csv?from=2026-01-01',
    expect: staffToo(200),
  },
  // Staff check payment slips as they handle orders.
  {
    route: 'GET /api/admin/payment-slips',
    path: () => '/api/admin/payment-slips',
    expect: staffToo(200),
  },
  {
    route: 'POST /api/admin/orders/:id/payment-slips/:slipId/verify',
    path: () => `/api/admin/orders/${cardOrder}/payment-slips/${ID}/verify`,
    expect: staffToo(404),
  },
  {
    route: 'POST /api/admin/orders/:id/payment-slips/:slipId/reject',
    path: () => `/api/admin/orders/${cardOrder}/payment-slips/${ID}/reject`,
    body: () => ({ reason: 'The amount is short.' }),
    expect: staffToo(404),
  },
  // Staff read quotations; their prices and sending them are the owner's, as prices are.
  {
    route: 'GET /api/admin/quotations',
    path: () => '/api/admin/quotations',
    expect: staffToo(200),
  },
  {
    route: 'GET /api/admin/quotations/:id',
    path: () => `/api/admin/quotations/${quotation}`,
    expect: staffToo(200),
  },
  {
    route: 'PUT /api/admin/quotations/:id',
    path: () => `/api/admin/quotations/${ID}`,
    body: () => ({
      version: 1,
      lines: [{ productId: null, name: 'Installation', quantity: 1, unitPrice: 1000 }],
      validUntil: null,
      shopNote: '',
    }),
    expect: ownerOnly(404),
  },
  {
    route: 'POST /api/admin/quotations/:id/send',
    path: () => `/api/admin/quotations/${ID}/send`,
    expect: ownerOnly(404),
  },
  { route: 'GET /api/admin/messages', path: () => '/api/admin/messages', expect: staffToo(200) },
  {
    route: 'PATCH /api/admin/messages/:id',
    path: () => `/api/admin/messages/${ID}`,
    body: () => ({ read: true }),
    expect: staffToo(404),
  },
  {
    route: 'GET /api/admin/promotions',
    path: () => '/api/admin/promotions',
    expect: ownerOnly(200),
  },
  { route: 'GET /api/admin/audit', path: () => '/api/admin/audit', expect: ownerOnly(200) },
  { route: 'GET /api/admin/delivery', path: () => '/api/admin/delivery', expect: ownerOnly(200) },
  {
    route: 'PUT /api/admin/delivery',
    path: () => '/api/admin/delivery',
    body: () => ({ charges: [], freeThreshold: null }),
    expect: ownerOnly(),
  },
  { route: 'GET /api/admin/settings', path: () => '/api/admin/settings', expect: ownerOnly(200) },
  {
    route: 'PUT /api/admin/settings',
    path: () => '/api/admin/settings',
    body: () => ({}),
    expect: ownerOnly(),
  },
  {
    route: 'POST /api/admin/settings/pictures',
    path: () => '/api/admin/settings/pictures',
    expect: ownerOnly(),
  },
  { route: 'GET /api/admin/settings', path: () => '/api/admin/settings', expect: ownerOnly(200) },
  {
    route: 'PUT /api/admin/settings',
    path: () => '/api/admin/settings',
    body: () => ({}),
    expect: ownerOnly(),
  },
  {
    route: 'POST /api/admin/settings/pictures',
    path: () => '/api/admin/settings/pictures',
    expect: ownerOnly(),
  },
  // Staff read the reports, the low-stock list among them.
  ...['sales', 'top-sellers', 'low-stock'].map((report) => ({
    route: `GET /api/admin/reports/${report}`,
    path: () => `/api/admin/reports/${report}`,
    expect: staffToo(200),
  })),
  { route: 'GET /api/admin/staff', path: () => '/api/admin/staff', expect: ownerOnly(200) },
  {
    route: 'POST /api/admin/staff/invitations',
    path: () => '/api/admin/staff/invitations',
    body: () => ({ email: 'matrix-invite@example.lk' }),
    expect: ownerOnly(201),
  },
  {
    route: 'DELETE /api/admin/staff/invitations/:id',
    path: () => `/api/admin/staff/invitations/${ID}`,
    expect: ownerOnly(404),
  },
  {
    route: 'DELETE /api/admin/staff/:id',
    path: () => `/api/admin/staff/${ID}`,
    expect: ownerOnly(404),
  },
];

async function statusOf(url: string, c: Case, token: string | undefined) {
  const res = await fetch(`${url}${c.path()}`, {
    method: c.route.split(' ')[0],
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(c.body ? { 'content-type': 'application/json' } : {}),
    },
    body: c.body ? JSON.stringify(c.body()) : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('who may call what', () => {
  for (const c of CASES) {
    it(c.route, async ({ t }) => {
      const got: Record<string, Expected> = {};
      for (const role of ROLES) {
        const status = await statusOf(t.url, c, tokens[role]);
        const letThrough = status !== 401 && status !== 403 && status < 500;
        got[role] = c.expect[role] === OK && letThrough ? OK : status;
      }
      expect(got).toEqual(c.expect);
    });
  }

  it('covers every back-office route: one added without a row here fails', ({ t }) => {
    const admin = routeTable(t).filter((r) => r.includes(' /api/admin') && !r.startsWith('HEAD'));
    expect(admin.length).toBeGreaterThan(15);
    const covered = new Set(CASES.map((c) => c.route));
    expect(admin.filter((r) => !covered.has(r))).toEqual([]);
  });
});

describe('staff and a product', () => {
  it('change its stock, and nothing else: a price answers 403 and stays', async ({ t }) => {
    const path = `/api/admin/products/${product.id}`;
    const { version } = (await call(t, 'GET', path, tokens.staff)).body as { version: number };
    const priced = await call(t, 'PATCH', path, tokens.staff, { version, stock: 7, price: 1 });
    expect(priced.status).toBe(403);
    expect(priced.body.message).toBe(STAFF_MESSAGES.stockOnly);
    const stocked = await call(t, 'PATCH', path, tokens.staff, { version, stock: 7 });
    expect(stocked.status).toBe(200);
    expect(stocked.body).toMatchObject({ stock: 7, price: 500 });
    const audit = await call(t, 'GET', '/api/admin/audit', tokens.admin);
    expect(audit.body.items?.[0]).toMatchObject({ action: 'product.update', entityId: product.id });
    expect(audit.body.items?.[0]?.actorEmail).toMatch(/^shopper-/);
  });

  it("is refused the owner's routes with a message saying so", async ({ t }) => {
    const refused = await call(t, 'GET', '/api/admin/promotions', tokens.staff);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(STAFF_MESSAGES.ownerOnly);
  });
});
