import { describe, expect } from 'vitest';
import { signUp } from '../helpers/accounts';
import { call, signInAdmin } from '../helpers/admin';
import { it } from '../fixtures';

let customer: string;
let admin: string;
const ID = '00000000-0000-4000-8000-000000000000';

it.beforeAll(async ({ t }) => {
  customer = (await signUp(t.url)).token;
  admin = (await signInAdmin(t)).token;
});

/** Every back-office route, with a request an admin would make. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/products'],
  [
    'POST',
    '/api/admin/products',
    { name: 'Access Check', price: 1, category: 'Accessories', stock: 1 },
  ],
  ['GET', `/api/admin/products/${ID}`],
  ['PATCH', `/api/admin/products/${ID}`, { version: 1, stock: 2 }],
  ['DELETE', `/api/admin/products/${ID}`],
  ['POST', `/api/admin/products/${ID}/images`],
  ['GET', '/api/admin/orders'],
  ['GET', `/api/admin/orders/${ID}`],
  ['PATCH', `/api/admin/orders/${ID}/status`, { status: 'confirmed' }],
  ['GET', '/api/admin/messages'],
  ['PATCH', `/api/admin/messages/${ID}`, { read: true }],
  ['GET', '/api/admin/promotions'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/delivery'],
  ['PUT', '/api/admin/delivery', { charges: [], freeThreshold: null }],
];

describe('the back office answers', () => {
  it.for(ROUTES)(
    '%s %s: 401 to a visitor, 403 to a customer, and not 401/403 to an admin',
    async ([method, path, body], { t }) => {
      expect((await call(t, method, path, undefined, body)).status).toBe(401);
      const forbidden = await call(t, method, path, customer, body);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe("This is for the shop's staff only.");
      const allowed = await call(t, method, path, admin, body);
      expect([401, 403]).not.toContain(allowed.status);
      expect(allowed.status).toBeLessThan(500);
    },
  );
});
