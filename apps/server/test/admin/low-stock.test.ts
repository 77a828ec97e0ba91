import { describe, expect } from 'vitest';
import type pg from 'pg';
import type { ParsedMail } from 'mailparser';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import { recipient, sentMails } from '../helpers/mail';
import type { TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const SHOP_EMAIL = 'stock-watch@example.lk';
const it = appTest({
  env: { LOW_STOCK_THRESHOLD: '3', LOW_STOCK_MAIL_HOUR: '8', SHOP_EMAIL },
});

/** A moment of a day of January 2030 in Colombo (UTC+5:30), as UTC. */
const colombo = (day: number, time: string) =>
  new Date(Date.parse(`2030-01-${String(day).padStart(2, '0')}T${time}:00+05:30`));

const setStock = (pool: pg.Pool, id: string, stock: number) =>
  pool.query('UPDATE products SET stock = $2 WHERE id = $1', [id, stock]);

const lowStockMails = async (t: TestApp): Promise<ParsedMail[]> =>
  (await sentMails(t)).filter((m) => m.subject?.startsWith('Low stock'));

describe('the low-stock watch', () => {
  it('lists the products at or below their threshold, and mails each once when it crosses', async ({
    t,
    admin,
  }) => {
    const pool = t.database.pool;
    const low = await insertProduct(pool, { name: 'Watch Mixer', stock: 2 });
    const ownLevel = await insertProduct(pool, { name: 'Watch Speaker', stock: 5 });
    await pool.query('UPDATE products SET low_stock_threshold = 5 WHERE id = $1', [ownLevel.id]);
    const fine = await insertProduct(pool, { name: 'Watch Stand', stock: 4 });
    const archived = await insertProduct(pool, { name: 'Watch Archived', stock: 0 });
    await pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [archived.id]);

    const list = await call(t, 'GET', '/api/admin/reports/low-stock', admin.token);
    expect(list.status).toBe(200);
    expect(list.body.defaultThreshold).toBe(3);
    expect(list.body.items).toEqual([
      { id: low.id, name: 'Watch Mixer', sku: '', stock: 2, threshold: 3, mailedAt: null },
      { id: ownLevel.id, name: 'Watch Speaker', sku: '', stock: 5, threshold: 5, mailedAt: null },
    ]);

    // The dashboard's panel follows the same levels.
    const board = await call(t, 'GET', '/api/admin/dashboard', admin.token);
    expect((board.body.lowStock as { name: string }[]).map((p) => p.name)).toEqual([
      'Watch Mixer',
      'Watch Speaker',
    ]);

    const check = (at: Date) => t.app.services.reports.checkLowStock(at);
    // Before the hour, nothing goes.
    expect(await check(colombo(1, '07:59'))).toEqual([]);
    expect(await lowStockMails(t)).toHaveLength(0);

    // At the hour, one mail to the shop names both.
    expect((await check(colombo(1, '08:00'))).map((p) => p.name)).toEqual([
      'Watch Mixer',
      'Watch Speaker',
    ]);
    let mails = await lowStockMails(t);
    expect(mails).toHaveLength(1);
    expect(recipient(mails[0]!)).toBe(SHOP_EMAIL);
    expect(mails[0]!.subject).toBe('Low stock on 2030-01-01: Watch Mixer, Watch Speaker');
    expect(mails[0]!.text).toContain('Watch Mixer: 2 units left, low at 3');
    expect(mails[0]!.text).toContain('Watch Speaker: 5 units left, low at 5');
    expect(mails[0]!.text).not.toContain('Watch Stand');
    expect(mails[0]!.text).not.toContain('Watch Archived');
    const named = await call(t, 'GET', '/api/admin/reports/low-stock', admin.token);
    expect(named.body.items!.every((p) => typeof p.mailedAt === 'string')).toBe(true);

    // Later the same day, and the next day while they stay low: nothing again.
    expect(await check(colombo(1, '18:00'))).toEqual([]);
    expect(await check(colombo(2, '08:05'))).toEqual([]);
    expect(await lowStockMails(t)).toHaveLength(1);

    // The mixer recovers and the stand crosses: the next day's mail names the stand alone.
    await setStock(pool, low.id, 10);
    await setStock(pool, fine.id, 3);
    expect((await check(colombo(3, '09:00'))).map((p) => p.name)).toEqual(['Watch Stand']);
    // The mixer falls again: named again the day after.
    await setStock(pool, low.id, 1);
    expect((await check(colombo(4, '08:00'))).map((p) => p.name)).toEqual(['Watch Mixer']);

    mails = await lowStockMails(t);
    expect(mails.map((m) => m.subject)).toEqual([
      'Low stock on 2030-01-01: Watch Mixer, Watch Speaker',
      'Low stock on 2030-01-03: Watch Stand',
      'Low stock on 2030-01-04: Watch Mixer',
    ]);
    expect(mails[2]!.text).toContain('Watch Mixer: 1 unit left, low at 3');
  });

  it('sends the day once when several instances check at the same moment, to the address set', async ({
    t,
    admin,
  }) => {
    const { updatedAt: _, ...settings } = (await call(t, 'GET', '/api/admin/settings', admin.token))
      .body as { updatedAt: string; shop: { email: string } };
    settings.shop.email = 'stock-desk@example.lk';
    expect((await call(t, 'PUT', '/api/admin/settings', admin.token, settings)).status).toBe(200);
    await insertProduct(t.database.pool, { name: 'Race Amplifier', stock: 0 });
    const before = (await lowStockMails(t)).length;
    const at = colombo(20, '08:00');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => t.app.services.reports.checkLowStock(at)),
    );
    expect(results.filter((named) => named.length > 0)).toHaveLength(1);
    const mails = await lowStockMails(t);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Low stock on 2030-01-20: Race Amplifier');
    expect(recipient(mails.at(-1)!)).toBe('stock-desk@example.lk');
  });
});
