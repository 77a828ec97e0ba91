import { describe, expect } from 'vitest';
import { ORDER_SEARCH_MESSAGES } from '@avstore/core';
import { call } from '../helpers/admin';
import { insertOrders, insertUser } from '../helpers/bulk-orders';
import { queriesOf, scansOf } from '../helpers/query-plans';
import type { TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

interface Placed {
  phone: string;
  district: string | null;
  delivery: 'delivery' | 'pickup';
  payment: 'card' | 'koko' | 'cash';
  status: string;
  /** When it was placed, with its offset: Sri Lanka is UTC+05:30. */
  at: string;
  firstName?: string;
  email?: string;
}

const ORDERS = {
  kandyCard: {
    phone: '+94715551234',
    district: 'Kandy',
    delivery: 'delivery',
    payment: 'card',
    status: 'confirmed',
    at: '2026-03-10 23:30:00+05:30',
    firstName: 'Tharindu',
  },
  // An order kept as typed (before numbers were stored in one form): the same phone.
  pickupCash: {
    phone: '071 555 1234',
    district: null,
    delivery: 'pickup',
    payment: 'cash',
    status: 'pending',
    at: '2026-03-11 00:10:00+05:30',
  },
  galleKoko: {
    phone: '+94779990000',
    district: 'Galle',
    delivery: 'delivery',
    payment: 'koko',
    status: 'delivered',
    at: '2026-03-09 09:00:00+05:30',
    email: 'amaya.silva@example.lk',
  },
} satisfies Record<string, Placed>;
type Name = keyof typeof ORDERS;
const ids = {} as Record<Name, string>;

it.beforeAll(async ({ t }) => {
  const pool = t.database.pool;
  // Enough other orders that a search reading them all would show in its plan.
  await insertOrders(pool, { userId: await insertUser(pool), count: 3000 });
  const user = await insertUser(pool);
  for (const [name, o] of Object.entries(ORDERS) as [Name, Placed][]) {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO orders (user_id, status, delivery_method, payment_method, total_cents, email,
         first_name, last_name, phone, country, city, district, created_at)
       VALUES ($1, $2, $3, $4, 500000, $5, $6, 'Search', $7, 'Sri Lanka', 'Town', $8, $9)
       RETURNING id`,
      [
        user,
        o.status,
        o.delivery,
        o.payment,
        o.email ?? `${name.toLowerCase()}@example.lk`,
        o.firstName ?? 'Kumari',
        o.phone,
        o.district,
        o.at,
      ],
    );
    ids[name] = rows[0]!.id;
  }
});

async function found(t: TestApp, admin: Admin, query: Record<string, string>) {
  const res = await call(t, 'GET', `/api/admin/orders?${new URLSearchParams(query)}`, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const items = res.body.items as { id: string }[];
  const named = Object.entries(ids).filter(([, id]) => items.some((o) => o.id === id));
  return named.map(([name]) => name).sort();
}

describe('the order search box', () => {
  it.for(['0715551234', '071 555 1234', '+94 71 555 1234', '94715551234', '+94715551234'])(
    'finds a phone number written as %s, however each order wrote it',
    async (q, { t, admin }) => {
      expect(await found(t, admin, { q })).toEqual(['kandyCard', 'pickupCash']);
    },
  );

  it('finds by district, in any case, and not by a part of one', async ({ t, admin }) => {
    expect(await found(t, admin, { q: 'kandy' })).toEqual(['kandyCard']);
    expect(await found(t, admin, { q: 'GALLE' })).toEqual(['galleKoko']);
    expect(await found(t, admin, { q: 'Gal' })).toEqual([]);
  });

  it('finds by the reference as the shop shows it, the whole id, the name and the e-mail', async ({
    t,
    admin,
  }) => {
    const id = ids.galleKoko;
    for (const q of [`#${id.slice(0, 8).toUpperCase()}`, id, 'amaya.silva@example.lk', 'amaya'])
      expect(await found(t, admin, { q })).toEqual(['galleKoko']);
    expect(await found(t, admin, { q: 'Tharindu' })).toEqual(['kandyCard']);
  });

  it('reads by index for every kind of search, never the whole table', async ({ t, admin }) => {
    for (const q of ['071 555 1234', 'Kandy', 'amaya.silva@example.lk', 'Tharindu', '#A1B2C3']) {
      const queries = await queriesOf(t, 'orders', () =>
        call(t, 'GET', `/api/admin/orders?q=${encodeURIComponent(q)}`, admin.token),
      );
      expect(queries.length).toBeGreaterThanOrEqual(2);
      for (const query of queries)
        expect(await scansOf(t, query), q).not.toContain('Seq Scan on orders');
    }
  });
});

describe('the order filters', () => {
  it('narrow by payment method, delivery method and status, with the search', async ({
    t,
    admin,
  }) => {
    const phone = { q: '0715551234' };
    expect(await found(t, admin, { ...phone, paymentMethod: 'card' })).toEqual(['kandyCard']);
    expect(await found(t, admin, { ...phone, deliveryMethod: 'pickup' })).toEqual(['pickupCash']);
    expect(await found(t, admin, { ...phone, status: 'confirmed' })).toEqual(['kandyCard']);
    expect(await found(t, admin, { paymentMethod: 'koko' })).toEqual(['galleKoko']);
    expect(await found(t, admin, { paymentMethod: 'koko', deliveryMethod: 'pickup' })).toEqual([]);
  });

  it("take the days placed as the shop's clock counts them, both ends included", async ({
    t,
    admin,
  }) => {
    // 23:30 on the 10th in Colombo is 18:00 UTC; 00:10 on the 11th is 18:40 UTC the same day.
    expect(await found(t, admin, { from: '2026-03-10', to: '2026-03-10' })).toEqual(['kandyCard']);
    expect(await found(t, admin, { from: '2026-03-11', to: '2026-03-11' })).toEqual(['pickupCash']);
    expect(await found(t, admin, { from: '2026-03-09', to: '2026-03-11' })).toEqual([
      'galleKoko',
      'kandyCard',
      'pickupCash',
    ]);
    expect(await found(t, admin, { to: '2026-03-09' })).toEqual(['galleKoko']);
  });

  it.for<[Record<string, string>, string]>([
    [{ from: '2026-03-11', to: '2026-03-10' }, ORDER_SEARCH_MESSAGES.dateRange],
    [{ from: '2026-02-30' }, ORDER_SEARCH_MESSAGES.date],
    [{ to: '10/03/2026' }, ORDER_SEARCH_MESSAGES.date],
    [{ paymentMethod: 'cheque' }, 'payment method'],
    [{ deliveryMethod: 'drone' }, 'delivery method'],
  ])('refuse %o with 400 and a message', async ([query, message], { t, admin }) => {
    const res = await call(
      t,
      'GET',
      `/api/admin/orders?${new URLSearchParams(query)}`,
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
