import { describe, expect } from 'vitest';
import { parse } from 'csv-parse/sync';
import { ORDER_SEARCH_MESSAGES } from '@avstore/core';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { signInStaff } from '../helpers/staff';
import { insertProduct, orderBody } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

const FORMULA = '=HYPERLINK("http://x")';
let placed: { id: string; mixer: string; mic: string };

it.beforeAll(async ({ t }) => {
  const shopper = await signUp(t);
  const mixer = await insertProduct(t.database.pool, { name: 'Yamaha MG10XU', price: 45000 });
  const mic = await insertProduct(t.database.pool, { name: '+Shure SM58', price: 32500.5 });
  const order = await post(
    `${t.url}/api/orders`,
    orderBody([{ product: mixer }, { product: mic, quantity: 2 }], {
      customer: { firstName: FORMULA, lastName: '-Perera' },
    }),
    bearer(shopper.token),
  );
  expect(order.status).toBe(201);
  const other = await post(
    `${t.url}/api/orders`,
    orderBody([{ product: mixer }]),
    bearer(shopper.token),
  );
  expect(other.status).toBe(201);
  // Placed at 23:50 on 1 March in Colombo (18:20 UTC), and the other a day before.
  await t.database.pool.query(
    `UPDATE orders SET created_at = '2026-03-01 23:50:00+05:30' WHERE id = $1`,
    [order.body.id],
  );
  await t.database.pool.query(
    `UPDATE orders SET created_at = '2026-02-28 12:00:00+05:30' WHERE id = $1`,
    [other.body.id],
  );
  placed = { id: order.body.id as string, mixer: mixer.id, mic: mic.id };
});

async function download(t: TestApp, admin: Admin, path: string) {
  const res = await fetch(`${t.url}/api/admin/orders/${path}`, { headers: admin.headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

const rowsOf = (text: string) =>
  parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];

describe('orders as CSV', () => {
  it('streams the orders of the days asked, a row each, parsed back with every field', async ({
    t,
    admin,
  }) => {
    const { res, bytes, text } = await download(
      t,
      admin,
      'export.csv?from=2026-03-01&to=2026-03-01',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-03-01-to-2026-03-01.csv"',
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      order: placed.id.slice(0, 8).toUpperCase(),
      order_id: placed.id,
      placed_at: '2026-03-01 23:50',
      status: 'pending',
      payment_method: 'cash',
      delivery_method: 'pickup',
      email: 'nimal@example.lk',
      // A leading + would make a spreadsheet read the number as a formula and drop the +.
      phone: "'+94771234567",
      units: '3',
      delivery_charge: '0.00',
      total: '110001.00',
    });
  });

  it('neutralises a cell a spreadsheet would run as a formula', async ({ t, admin }) => {
    const [row] = rowsOf(
      (await download(t, admin, 'export.csv?from=2026-03-01&to=2026-03-01')).text,
    );
    expect(row!.first_name).toBe(`'${FORMULA}`);
    expect(row!.last_name).toBe("'-Perera");
    expect(Object.values(row!).filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('gives the lines of those orders, a row per product', async ({ t, admin }) => {
    const { res, text } = await download(t, admin, 'lines.csv?from=2026-03-01&to=2026-03-01');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="order-lines-2026-03-01-to-2026-03-01.csv"',
    );
    const rows = rowsOf(text);
    expect(
      rows.map((r) => [
        r.order_id,
        r.product_id,
        r.product,
        r.quantity,
        r.unit_price,
        r.line_total,
      ]),
    ).toEqual([
      [placed.id, placed.mixer, 'Yamaha MG10XU', '1', '45000.00', '45000.00'],
      [placed.id, placed.mic, "'+Shure SM58", '2', '32500.50', '65001.00'],
    ]);
  });

  it('takes the list filters, and every order without any', async ({ t, admin }) => {
    expect(rowsOf((await download(t, admin, 'export.csv')).text)).toHaveLength(2);
    expect(rowsOf((await download(t, admin, 'export.csv?to=2026-02-28')).text)).toHaveLength(1);
    expect(rowsOf((await download(t, admin, 'export.csv?paymentMethod=card')).text)).toHaveLength(
      0,
    );
    const byName = rowsOf((await download(t, admin, 'export.csv?q=hyperlink')).text);
    expect(byName.map((r) => r.order_id)).toEqual([placed.id]);
    // Oldest first.
    expect(rowsOf((await download(t, admin, 'export.csv')).text).at(-1)!.order_id).toBe(placed.id);
  });

  it('refuses dates out of order with 400 and a message, and anyone not staff', async ({
    t,
    admin,
  }) => {
    const { res, text } = await download(t, admin, 'export.csv?from=2026-03-02&to=2026-03-01');
    expect(res.status).toBe(400);
    expect(JSON.parse(text).message).toContain(ORDER_SEARCH_MESSAGES.dateRange);
    const shopper = await signUp(t);
    for (const path of ['export.csv', 'lines.csv']) {
      const refused = await fetch(`${t.url}/api/admin/orders/${path}`, {
        headers: bearer(shopper.token),
      });
      expect(refused.status).toBe(403);
    }
  });

  it('puts each export in the audit log, with who took it and what it asked for', async ({
    t,
    admin,
  }) => {
    // The files carry every customer's name, phone and address: the owner sees who took them.
    const staff = await signInStaff(t);
    const res = await download(
      t,
      staff as unknown as Admin,
      'lines.csv?from=2026-03-01&to=2026-03-01',
    );
    expect(res.res.status).toBe(200);
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items![0]).toMatchObject({
      actorEmail: staff.email,
      action: 'orders.export',
      entity: 'orders',
      entityId: 'order-lines-2026-03-01-to-2026-03-01.csv',
      after: { kind: 'lines', from: '2026-03-01', to: '2026-03-01' },
    });
  });
});
