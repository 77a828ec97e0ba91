import { describe, expect } from 'vitest';
import { COUNT_CAP, LIST_MESSAGES, SEARCH_COUNT_CAP } from '@avstore/core';
import { call } from '../helpers/admin';
import { post } from '../helpers/accounts';
import { insertOrders, insertUser } from '../helpers/bulk-orders';
import { queriesOf, scansOf } from '../helpers/query-plans';
import { type TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

let kasunIds: string[];
const KASUN = { email: 'kasun.wije@example.lk', firstName: 'Kasun', lastName: 'Wijesinghe' };

it.beforeAll(async ({ t }) => {
  const pool = t.database.pool;
  await insertOrders(pool, { userId: await insertUser(pool), count: COUNT_CAP + 50 });
  await insertOrders(pool, {
    userId: await insertUser(pool),
    count: 30,
    status: 'pending',
    minutesAgo: 20_000,
    ...KASUN,
  });
  kasunIds = (
    await pool.query<{ id: string }>("SELECT id FROM orders WHERE email = 'kasun.wije@example.lk'")
  ).rows.map((r) => r.id);
  // Cancelled orders that share a timestamp, or a millisecond: pages must split them by id, and
  // by the microsecond.
  const user = await insertUser(pool);
  await pool.query(
    `INSERT INTO orders (user_id, status, delivery_method, payment_method, total_cents, email,
       first_name, last_name, phone, created_at)
     SELECT $1, 'cancelled', 'pickup', 'cash', 100, 'tie@example.lk', 'Tie', 'Order', '0771234567', at
     FROM unnest(ARRAY[
       '2024-01-01 09:00:00+00', '2024-01-01 09:00:00+00', '2024-01-01 09:00:00+00',
       '2024-01-01 09:00:00+00', '2024-01-01 09:00:00+00', '2024-01-01 10:00:00.123401+00',
       '2024-01-01 10:00:00.123402+00', '2024-01-01 10:00:00.123403+00']::timestamptz[]) AS at`,
    [user],
  );
});

interface Page {
  items: { id: string; status: string; customer: { email: string; lastName: string } }[];
  total: number;
  totalIsCapped: boolean;
  next: string | null;
  prev: string | null;
  message?: string;
}

async function list(
  t: TestApp,
  admin: Admin,
  query: string,
): Promise<{ status: number; body: Page }> {
  const res = await call(t, 'GET', `/api/admin/orders${query}`, admin.token);
  return { status: res.status, body: res.body as unknown as Page };
}

async function expectedIds(t: TestApp, where: string): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ id: string }>(
    `SELECT id FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC`,
  );
  return rows.map((r) => r.id);
}

describe('back-office order list by cursor', () => {
  it('pages newest first, each order once, ties split by id and microsecond, and back again', async ({
    t,
    admin,
  }) => {
    const pages: string[][] = [];
    let page = (await list(t, admin, '?status=cancelled&pageSize=3')).body;
    expect(page.prev).toBeNull();
    pages.push(page.items.map((o) => o.id));
    while (page.next) {
      page = (await list(t, admin, `?status=cancelled&pageSize=3&after=${page.next}`)).body;
      pages.push(page.items.map((o) => o.id));
    }
    expect(pages.flat()).toEqual(await expectedIds(t, "status = 'cancelled'"));
    expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);

    const back: string[][] = [];
    while (page.prev) {
      page = (await list(t, admin, `?status=cancelled&pageSize=3&before=${page.prev}`)).body;
      back.unshift(page.items.map((o) => o.id));
    }
    expect(back).toEqual(pages.slice(0, -1));
    expect(page.prev).toBeNull();
  });

  it(`counts up to ${COUNT_CAP.toLocaleString('en')} and says when there are more`, async ({
    t,
    admin,
  }) => {
    const all = (await list(t, admin, '')).body;
    expect(all).toMatchObject({ total: COUNT_CAP, totalIsCapped: true, prev: null });
    expect(all.items.map((o) => o.id)).toEqual((await expectedIds(t, 'true')).slice(0, 20));
    const pending = (await list(t, admin, '?status=pending')).body;
    expect(pending).toMatchObject({ total: 30, totalIsCapped: false });
    expect(pending.items.every((o) => o.status === 'pending')).toBe(true);
  });

  it('goes as deep as the list goes, at the cost of page 1', async ({ t, admin }) => {
    const ids = await expectedIds(t, 'true');
    const { rows } = await t.database.pool.query<{ at: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
       FROM orders WHERE id = $1`,
      [ids[9_900]],
    );
    const cursor = Buffer.from(`${rows[0]!.at}_${ids[9_900]}`).toString('base64url');
    const deep = (await list(t, admin, `?pageSize=100&after=${cursor}`)).body;
    expect(deep.items.map((o) => o.id)).toEqual(ids.slice(9_901, 10_001));
    expect(deep.next).not.toBeNull();
  });
});

describe('back-office order search', () => {
  it('finds an order by the start of its number, as shown or typed', async ({ t, admin }) => {
    const id = kasunIds[7]!;
    for (const q of [
      `#${id.slice(0, 8).toUpperCase()}`,
      id.slice(0, 13),
      `Order #${id.slice(0, 6)}`,
    ]) {
      const { status, body } = await list(t, admin, `?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.items.map((o) => o.id)).toContain(id);
      const prefix = q.replace(/^(Order )?#/, '').toLowerCase();
      expect(body.items.every((o) => o.id.startsWith(prefix))).toBe(true);
    }
  });

  it('finds orders by a part of the e-mail or the name, in any case', async ({ t, admin }) => {
    for (const q of ['kasun.wije', 'KASUN.WIJE@EXAMPLE.LK', 'wijesinghe', 'Kasun Wijes']) {
      const { body } = await list(t, admin, `?q=${encodeURIComponent(q)}`);
      expect(body).toMatchObject({ total: 30, totalIsCapped: false });
      expect(body.items.every((o) => o.customer.email === KASUN.email)).toBe(true);
    }
    expect((await list(t, admin, '?q=kasun&status=delivered')).body.total).toBe(0);
    expect((await list(t, admin, '?q=kasun&status=pending')).body.total).toBe(30);
  });

  it(`counts what it found up to ${SEARCH_COUNT_CAP.toLocaleString('en')}`, async ({
    t,
    admin,
  }) => {
    expect((await list(t, admin, '?q=bulk')).body).toMatchObject({
      total: SEARCH_COUNT_CAP,
      totalIsCapped: true,
    });
    expect((await list(t, admin, '?q=bulk%40example.lk')).body.totalIsCapped).toBe(true);
  });

  it('pages through what it found', async ({ t, admin }) => {
    const first = (await list(t, admin, '?q=wijesinghe')).body;
    expect(first.items).toHaveLength(20);
    const second = (await list(t, admin, `?q=wijesinghe&after=${first.next}`)).body;
    expect(second.items).toHaveLength(10);
    expect(second.next).toBeNull();
    expect([...first.items, ...second.items].map((o) => o.id).sort()).toEqual([...kasunIds].sort());
  });

  it('takes LIKE wildcards and quotes as plain characters', async ({ t, admin }) => {
    for (const q of ['100%', 'kas_n', "o'brien", 'abc\\_%']) {
      const { status, body } = await list(t, admin, `?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.total).toBe(0);
    }
  });

  it('searches by index, never reading the whole table', async ({ t, admin }) => {
    const id = kasunIds[3]!;
    for (const q of ['kasun.wije@example.lk', 'Wijesinghe', `#${id.slice(0, 8)}`]) {
      const queries = await queriesOf(t, 'orders', async () => {
        await list(t, admin, `?q=${encodeURIComponent(q)}&status=pending`);
        await list(t, admin, `?q=${encodeURIComponent(q)}`);
      });
      expect(queries.length).toBeGreaterThanOrEqual(4);
      for (const query of queries)
        expect(await scansOf(t, query)).not.toContain('Seq Scan on orders');
    }
  });
});

describe('back-office list parameters', () => {
  const notADate = Buffer.from('2025-02-30T00:00:00.000000Z_00000000-0000-4000-8000-000000000000');
  it.for<[string, string]>([
    ['?q=ab', LIST_MESSAGES.search],
    ['?q=a%20b%20c', LIST_MESSAGES.search],
    ['?after=not*a*cursor', LIST_MESSAGES.cursor],
    ['?after=bm9wZQ', LIST_MESSAGES.cursor],
    [`?before=${notADate.toString('base64url')}`, LIST_MESSAGES.cursor],
    ['?after=bm9wZQ&before=bm9wZQ', LIST_MESSAGES.bothCursors],
    ['?pageSize=0', LIST_MESSAGES.pageSize],
    ['?pageSize=101', LIST_MESSAGES.pageSize],
    ['?pageSize=ten', LIST_MESSAGES.pageSize],
    ['?status=shipped', 'status'],
  ])('%s is refused with 400 and a message', async ([query, message], { t, admin }) => {
    const { status, body } = await list(t, admin, query);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('refuses a bad cursor on the messages and the audit log too', async ({ t, admin }) => {
    for (const path of ['/api/admin/messages', '/api/admin/audit']) {
      const res = await call(t, 'GET', `${path}?after=bm9wZQ`, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LIST_MESSAGES.cursor);
    }
  });
});

describe('messages and audit log by cursor', () => {
  it('page newest first, each entry once', async ({ t, admin }) => {
    for (let i = 0; i < 12; i++) {
      const sent = await post(`${t.url}/api/contact`, {
        name: `Writer ${i}`,
        email: `writer${i}@example.lk`,
        message: `Message ${i}`,
      });
      expect(sent.status).toBe(201);
    }
    await t.database.pool.query(
      `INSERT INTO audit_log (actor_email, action, entity, entity_id, created_at)
       SELECT 'staff@example.lk', 'order.confirmed', 'order', i::text, now() - make_interval(secs => i)
       FROM generate_series(1, 12) AS i`,
    );
    for (const [path, name] of [
      ['/api/admin/messages', 'name'],
      ['/api/admin/audit', 'entityId'],
    ] as const) {
      const seen: unknown[] = [];
      let next: unknown = undefined;
      do {
        const res = await call(
          t,
          'GET',
          `${path}?pageSize=5${next ? `&after=${next}` : ''}`,
          admin.token,
        );
        expect(res.body).toMatchObject({ total: 12, totalIsCapped: false });
        seen.push(...res.body.items!.map((item) => item[name]));
        next = res.body.next;
      } while (next);
      expect(seen).toHaveLength(12);
      expect(seen[0]).toBe(name === 'name' ? 'Writer 11' : '1');
      expect(new Set(seen).size).toBe(12);
    }
  });
});
