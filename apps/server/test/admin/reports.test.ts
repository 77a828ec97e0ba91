import { describe, expect } from 'vitest';
import type pg from 'pg';
import { REPORT_MESSAGES } from '@avstore/core';
import { signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertUser } from '../helpers/bulk-orders';
import { insertProduct } from '../helpers/catalogue';
import { it } from '../fixtures';

interface SoldLine {
  productId: string;
  quantity: number;
  unitCents: number;
}

interface KnownOrder {
  at: string;
  status: string;
  delivery: 'delivery' | 'pickup';
  payment: 'card' | 'koko' | 'cash';
  district: string | null;
  totalCents: number;
  lines: SoldLine[];
}

/** An order placed at a known moment, straight into the database. */
async function insertOrder(pool: pg.Pool, userId: string, o: KnownOrder): Promise<void> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO orders (user_id, status, delivery_method, payment_method, total_cents, email,
       first_name, last_name, phone, district, created_at)
     VALUES ($1, $2, $3, $4, $5, 'known@example.lk', 'Known', 'Buyer', '0771234567', $6, $7)
     RETURNING id`,
    [userId, o.status, o.delivery, o.payment, o.totalCents, o.district, o.at],
  );
  for (const [position, line] of o.lines.entries())
    await pool.query(
      `INSERT INTO order_items (order_id, product_id, position, name, category, quantity,
         unit_price_cents, original_price_cents)
       VALUES ($1, $2, $3, 'as sold', 'Analog Mixers', $4, $5, $5)`,
      [rows[0]!.id, line.productId, position, line.quantity, line.unitCents],
    );
}

const names = { p1: 'Report Mixer', p2: 'Report Speaker', p3: 'Report Cable' };
const ids: Record<keyof typeof names, string> = { p1: '', p2: '', p3: '' };

it.beforeAll(async ({ t }) => {
  const pool = t.database.pool;
  for (const key of Object.keys(names) as (keyof typeof names)[])
    ids[key] = (await insertProduct(pool, { name: names[key] })).id;
  const userId = await insertUser(pool);
  const line = (p: keyof typeof names, quantity: number, unitCents: number) => ({
    productId: ids[p],
    quantity,
    unitCents,
  });
  // Colombo is UTC+5:30: its midnight starting 10 March 2025 is 18:30 UTC on the 9th.
  const known: KnownOrder[] = [
    // 9 March, one second before Colombo's midnight.
    {
      at: '2025-03-09T18:29:59Z',
      status: 'confirmed',
      delivery: 'delivery',
      payment: 'card',
      district: 'Colombo',
      totalCents: 100_000,
      lines: [line('p1', 4, 20_000)],
    },
    // 10 March from its first second.
    {
      at: '2025-03-09T18:30:00Z',
      status: 'delivered',
      delivery: 'pickup',
      payment: 'cash',
      district: null,
      totalCents: 50_000,
      lines: [line('p2', 1, 50_000)],
    },
    {
      at: '2025-03-10T10:00:00Z',
      status: 'dispatched',
      delivery: 'delivery',
      payment: 'koko',
      district: 'Kandy',
      totalCents: 300_000,
      lines: [line('p2', 2, 150_000)],
    },
    {
      at: '2025-03-10T11:00:00Z',
      status: 'ready_for_collection',
      delivery: 'pickup',
      payment: 'card',
      district: null,
      totalCents: 25_000,
      lines: [line('p1', 1, 25_000)],
    },
    // Not sold: never counted.
    {
      at: '2025-03-10T12:00:00Z',
      status: 'pending',
      delivery: 'delivery',
      payment: 'card',
      district: 'Galle',
      totalCents: 900_000,
      lines: [line('p1', 10, 90_000)],
    },
    {
      at: '2025-03-10T13:00:00Z',
      status: 'cancelled',
      delivery: 'delivery',
      payment: 'cash',
      district: 'Galle',
      totalCents: 900_000,
      lines: [line('p2', 10, 90_000)],
    },
    // The period's last minute, and the minutes either side of it.
    {
      at: '2025-03-31T18:29:00Z',
      status: 'delivered',
      delivery: 'delivery',
      payment: 'card',
      district: 'Colombo',
      totalCents: 10_000,
      lines: [line('p3', 1, 10_000)],
    },
    {
      at: '2025-03-31T18:30:00Z',
      status: 'confirmed',
      delivery: 'delivery',
      payment: 'card',
      district: 'Colombo',
      totalCents: 777_700,
      lines: [line('p3', 7, 111_100)],
    },
    {
      at: '2025-02-28T18:29:00Z',
      status: 'confirmed',
      delivery: 'delivery',
      payment: 'card',
      district: 'Colombo',
      totalCents: 777_700,
      lines: [line('p3', 7, 111_100)],
    },
  ];
  for (const order of known) await insertOrder(pool, userId, order);
});

const MARCH = 'from=2025-03-01&to=2025-03-31';

describe('the sales report', () => {
  it('counts the orders that sold by Colombo day, from its midnight', async ({ t, admin }) => {
    const { status, body } = await call(t, 'GET', `/api/admin/reports/sales?${MARCH}`, admin.token);
    expect(status).toBe(200);
    const buckets = body.buckets as { start: string; orders: number; revenue: number }[];
    expect(buckets).toHaveLength(31);
    expect(buckets.filter((b) => b.orders > 0)).toEqual([
      { start: '2025-03-09', orders: 1, revenue: 1000 },
      { start: '2025-03-10', orders: 3, revenue: 3750 },
      { start: '2025-03-31', orders: 1, revenue: 100 },
    ]);
    expect(buckets[0]).toEqual({ start: '2025-03-01', orders: 0, revenue: 0 });
    expect(body).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
      unit: 'day',
      timeZone: 'Asia/Colombo',
      totals: { orders: 5, revenue: 4850 },
    });
  });

  it('by weeks from Monday and by months', async ({ t, admin }) => {
    const weeks = await call(t, 'GET', `/api/admin/reports/sales?${MARCH}&unit=week`, admin.token);
    expect(weeks.body.buckets).toEqual([
      { start: '2025-02-24', orders: 0, revenue: 0 },
      { start: '2025-03-03', orders: 1, revenue: 1000 },
      { start: '2025-03-10', orders: 3, revenue: 3750 },
      { start: '2025-03-17', orders: 0, revenue: 0 },
      { start: '2025-03-24', orders: 0, revenue: 0 },
      { start: '2025-03-31', orders: 1, revenue: 100 },
    ]);
    const months = await call(
      t,
      'GET',
      '/api/admin/reports/sales?from=2025-02-01&to=2025-04-30&unit=month',
      admin.token,
    );
    expect(months.body.buckets).toEqual([
      { start: '2025-02-01', orders: 1, revenue: 7777 },
      { start: '2025-03-01', orders: 5, revenue: 4850 },
      { start: '2025-04-01', orders: 1, revenue: 7777 },
    ]);
  });

  it('splits the sold orders by payment, delivery and district', async ({ t, admin }) => {
    const { body } = await call(t, 'GET', `/api/admin/reports/sales?${MARCH}`, admin.token);
    expect(body.payment).toEqual([
      { method: 'card', orders: 3, revenue: 1350 },
      { method: 'cash', orders: 1, revenue: 500 },
      { method: 'koko', orders: 1, revenue: 3000 },
    ]);
    expect(body.delivery).toEqual([
      { method: 'delivery', orders: 3, revenue: 4100 },
      { method: 'pickup', orders: 2, revenue: 750 },
    ]);
    expect(body.districts).toEqual([
      { district: 'Colombo', orders: 2, revenue: 1100 },
      { district: null, orders: 2, revenue: 750 },
      { district: 'Kandy', orders: 1, revenue: 3000 },
    ]);
  });

  it('answers an empty period with zeros', async ({ t, admin }) => {
    const { body } = await call(
      t,
      'GET',
      '/api/admin/reports/sales?from=2024-06-01&to=2024-06-03',
      admin.token,
    );
    expect(body).toMatchObject({
      buckets: [
        { start: '2024-06-01', orders: 0, revenue: 0 },
        { start: '2024-06-02', orders: 0, revenue: 0 },
        { start: '2024-06-03', orders: 0, revenue: 0 },
      ],
      totals: { orders: 0, revenue: 0 },
      payment: [],
      delivery: [],
      districts: [],
    });
  });
});

describe('the dashboard', () => {
  it("counts today's dispatched and ready orders as sold, as the reports do", async ({
    t,
    admin,
  }) => {
    const userId = await insertUser(t.database.pool);
    const now = new Date().toISOString();
    const today = (status: string, totalCents: number): KnownOrder => ({
      at: now,
      status,
      delivery: 'delivery',
      payment: 'card',
      district: 'Colombo',
      totalCents,
      lines: [],
    });
    for (const order of [
      today('dispatched', 100_000),
      today('ready_for_collection', 20_000),
      today('pending', 4_000),
      today('cancelled', 500),
    ])
      await insertOrder(t.database.pool, userId, order);
    const { body } = await call(t, 'GET', '/api/admin/dashboard', admin.token);
    expect((body.today as { revenue: number }).revenue).toBe(1200);
  });
});

describe('the top sellers', () => {
  it('by units and by revenue, at the prices paid, sold orders only', async ({ t, admin }) => {
    const { status, body } = await call(
      t,
      'GET',
      `/api/admin/reports/top-sellers?${MARCH}`,
      admin.token,
    );
    expect(status).toBe(200);
    const p1 = { productId: ids.p1, name: names.p1, quantity: 5, revenue: 1050 };
    const p2 = { productId: ids.p2, name: names.p2, quantity: 3, revenue: 3500 };
    const p3 = { productId: ids.p3, name: names.p3, quantity: 1, revenue: 100 };
    expect(body.byQuantity).toEqual([p1, p2, p3]);
    expect(body.byRevenue).toEqual([p2, p1, p3]);
    const two = await call(
      t,
      'GET',
      `/api/admin/reports/top-sellers?${MARCH}&limit=2`,
      admin.token,
    );
    expect(two.body.byRevenue).toEqual([p2, p1]);
  });
});

describe('the reports refuse', () => {
  it.for([
    ['sales?from=2025-02-30', REPORT_MESSAGES.date],
    ['sales?to=yesterday', REPORT_MESSAGES.date],
    ['sales?from=0000-01-01&to=0000-01-02', REPORT_MESSAGES.date],
    ['sales?unit=year', 'Choose day, week or month.'],
    ['sales?from=2025-03-02&to=2025-03-01', REPORT_MESSAGES.order],
    ['sales?from=2020-01-01&to=2025-01-01&unit=month', REPORT_MESSAGES.tooLong],
    ['sales?from=2024-01-01&to=2025-01-01', REPORT_MESSAGES.tooManyDays],
    ['top-sellers?limit=0', undefined],
    ['top-sellers?limit=51', undefined],
    ['top-sellers?from=2025-03-02&to=2025-03-01', REPORT_MESSAGES.order],
  ] as const)('%s with 400 and a message', async ([query, message], { t, admin }) => {
    const { status, body } = await call(t, 'GET', `/api/admin/reports/${query}`, admin.token);
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toContain(message);
  });

  it('a visitor with 401 and a shopper with 403', async ({ t }) => {
    const shopper = await signUp(t.url);
    for (const path of ['sales', 'top-sellers', 'low-stock']) {
      expect((await call(t, 'GET', `/api/admin/reports/${path}`)).status).toBe(401);
      expect((await call(t, 'GET', `/api/admin/reports/${path}`, shopper.token)).status).toBe(403);
    }
  });
});
