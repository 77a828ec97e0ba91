import { describe, expect } from 'vitest';
import { ORDER_HISTORY_LIMIT } from '@avstore/core';
import { signUp } from '../helpers/accounts';
import { insertOrders } from '../helpers/bulk-orders';
import { type TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

let heavy: Awaited<ReturnType<typeof signUp>>;
let light: Awaited<ReturnType<typeof signUp>>;
const HEAVY_ORDERS = 150;
const LIGHT_ORDERS = 14;

it.beforeAll(async ({ t }) => {
  heavy = await signUp(t.url);
  light = await signUp(t.url);
  await insertOrders(t.database.pool, {
    userId: heavy.user.id,
    count: HEAVY_ORDERS,
    email: heavy.email,
  });
  // Older than every order of the heavy account: a leak would show up at the top of its pages.
  await insertOrders(t.database.pool, {
    userId: light.user.id,
    count: LIGHT_ORDERS,
    email: light.email,
    minutesAgo: 1000,
  });
});

interface History {
  orders: { id: string; createdAt: string; customer: { email: string } }[];
  page?: number;
  pageSize?: number;
  total?: number;
  message?: string;
}

async function history(t: TestApp, token: string | undefined, query = '') {
  const res = await fetch(`${t.url}/api/auth/get-each-user-orders${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as History };
}

const newestFirst = (orders: History['orders']) =>
  orders.every((o, i) => i === 0 || orders[i - 1]!.createdAt >= o.createdAt);

describe('GET /api/auth/get-each-user-orders without paging', () => {
  it('answers {orders} alone, newest first, every order of a usual account', async ({ t }) => {
    const { status, body } = await history(t, light.token);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['orders']);
    expect(body.orders).toHaveLength(LIGHT_ORDERS);
    expect(newestFirst(body.orders)).toBe(true);
  });

  it(`gives at most the newest ${ORDER_HISTORY_LIMIT} of an account with more`, async ({ t }) => {
    const all = await history(t, heavy.token, '?pageSize=50');
    const { body } = await history(t, heavy.token);
    expect(body.orders).toHaveLength(ORDER_HISTORY_LIMIT);
    expect(newestFirst(body.orders)).toBe(true);
    expect(body.orders.slice(0, 50).map((o) => o.id)).toEqual(all.body.orders.map((o) => o.id));
  });
});

describe('GET /api/auth/get-each-user-orders with paging', () => {
  it('answers one page, six by default, with page, pageSize and total', async ({ t }) => {
    const first = await history(t, light.token, '?page=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 6, total: LIGHT_ORDERS });
    expect(first.body.orders).toHaveLength(6);
    const last = await history(t, light.token, '?page=3');
    expect(last.body).toMatchObject({ page: 3, pageSize: 6, total: LIGHT_ORDERS });
    expect(last.body.orders).toHaveLength(2);
    const past = await history(t, light.token, '?page=4');
    expect(past.body).toMatchObject({ orders: [], page: 4, total: LIGHT_ORDERS });
  });

  it('pages through every order once, newest first, whatever the page size', async ({ t }) => {
    const whole = (await history(t, heavy.token, '?pageSize=50&page=1')).body.orders;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(HEAVY_ORDERS / 7); page++) {
      const { body } = await history(t, heavy.token, `?page=${page}&pageSize=7`);
      expect(body.total).toBe(HEAVY_ORDERS);
      seen.push(...body.orders.map((o) => o.id));
    }
    expect(seen).toHaveLength(HEAVY_ORDERS);
    expect(new Set(seen).size).toBe(HEAVY_ORDERS);
    expect(seen.slice(0, 50)).toEqual(whole.map((o) => o.id));
  });

  it("never shows one shopper another's orders", async ({ t }) => {
    for (const [who, count] of [
      [light, LIGHT_ORDERS],
      [heavy, HEAVY_ORDERS],
    ] as const) {
      const { body } = await history(t, who.token, '?page=1&pageSize=50');
      expect(body.total).toBe(count);
      expect(body.orders.every((o) => o.customer.email === who.email)).toBe(true);
    }
    const stranger = await signUp(t.url);
    expect((await history(t, stranger.token, '?page=1')).body).toEqual({
      orders: [],
      page: 1,
      pageSize: 6,
      total: 0,
    });
    expect((await history(t, stranger.token)).body).toEqual({ orders: [] });
  });

  it.for([
    ['?page=0', 'page must be a whole number from 1 to 100,000.'],
    ['?page=-2', 'page must be a whole number from 1 to 100,000.'],
    ['?page=abc', 'page must be a whole number from 1 to 100,000.'],
    ['?page=1.5', 'page must be a whole number from 1 to 100,000.'],
    ['?page=100001', 'page must be a whole number from 1 to 100,000.'],
    ['?page=1&pageSize=0', 'pageSize must be a whole number from 1 to 50.'],
    ['?page=1&pageSize=51', 'pageSize must be a whole number from 1 to 50.'],
    ['?pageSize=1e9', 'pageSize must be a whole number from 1 to 50.'],
    ['?page=%00', 'page must be a whole number from 1 to 100,000.'],
  ])('refuses %s with 400 and a message', async ([query, message], { t }) => {
    const { status, body } = await history(t, light.token, query);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('asks for a sign-in first', async ({ t }) => {
    expect((await history(t, undefined, '?page=1')).status).toBe(401);
    expect((await history(t, 'not.a.token', '?page=1')).status).toBe(401);
  });
});
