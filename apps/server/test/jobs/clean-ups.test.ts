import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { describe, expect } from 'vitest';
import {
  cleanUp,
  pruneEndedSessions,
  pruneSentMail,
  pruneSpentLinks,
  pruneUnsavedUploads,
} from '../../src/services/jobs/clean-ups';
import { appTest } from '../fixtures';
import { insertOrders, insertUser } from '../helpers/bulk-orders';
import { insertProduct } from '../helpers/catalogue';

const it = appTest();
const DAY_MS = 86_400_000;

/** The ids, among `ids`, still in `table`. */
async function left(pool: pg.Pool, table: string, ids: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return rows.map((row) => row.id).sort();
}

const sorted = (ids: string[]) => [...ids].sort();

describe('the clean-up job', () => {
  it('removes sent mail past SENT_MAIL_KEEP, and keeps what is newer, waiting or given up', async ({
    t,
  }) => {
    const pool = t.database.pool;
    const mail = async (status: string, daysAgo: number) => {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO mail_outbox (key, kind, status, sent_at, created_at)
         VALUES ($1, 'low_stock', $2, CASE WHEN $2 = 'sent' THEN now() - make_interval(days => $3) END,
                 now() - make_interval(days => $3))
         RETURNING id`,
        [`test:${randomUUID()}`, status, daysAgo],
      );
      return rows[0]!.id;
    };
    const due = [await mail('sent', 91), await mail('skipped', 91)];
    const kept = [
      await mail('sent', 89),
      await mail('skipped', 89),
      await mail('pending', 200),
      await mail('failed', 200),
    ];

    expect(await pruneSentMail(pool, 90 * DAY_MS)).toBe(2);
    expect(await left(pool, 'mail_outbox', [...due, ...kept])).toEqual(sorted(kept));
    // Nothing more is due: a second run removes nothing.
    expect(await pruneSentMail(pool, 90 * DAY_MS)).toBe(0);
  });

  it('removes reset and confirmation links used or expired, and keeps those still good', async ({
    t,
  }) => {
    const pool = t.database.pool;
    const user = await insertUser(pool);
    const link = async (table: string, state: 'used' | 'expired' | 'good') => {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO ${table} (user_id, token_hash, expires_at, used_at)
         VALUES ($1, $2, now() + make_interval(mins => $3), CASE WHEN $4 THEN now() END)
         RETURNING id`,
        [user, randomUUID(), state === 'expired' ? -1 : 30, state === 'used'],
      );
      return rows[0]!.id;
    };
    for (const table of ['password_resets', 'email_confirmations']) {
      const due = [await link(table, 'used'), await link(table, 'expired')];
      const good = await link(table, 'good');
      expect(await pruneSpentLinks(pool)).toBe(2);
      expect(await left(pool, table, [...due, good])).toEqual([good]);
    }
  });

  it('removes sign-ins ended or expired, and keeps those open', async ({ t }) => {
    const pool = t.database.pool;
    const user = await insertUser(pool);
    const session = async (expiresInMinutes: number, ended: boolean) => {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO auth_sessions (user_id, expires_at, ended_at)
         VALUES ($1, now() + make_interval(mins => $2), CASE WHEN $3 THEN now() END) RETURNING id`,
        [user, expiresInMinutes, ended],
      );
      return rows[0]!.id;
    };
    const due = [await session(60, true), await session(-1, false)];
    const open = await session(60, false);
    expect(await pruneEndedSessions(pool)).toBe(2);
    expect(await left(pool, 'auth_sessions', [...due, open])).toEqual([open]);
  });

  it('removes uploads a day old that nothing shows, with their variants', async ({ t }) => {
    const pool = t.database.pool;
    const upload = async (hoursAgo: number) => {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO images (content_type, bytes, created_at)
         VALUES ('image/jpeg', '\\xffd8ff'::bytea, now() - make_interval(hours => $1)) RETURNING id`,
        [hoursAgo],
      );
      const id = rows[0]!.id;
      await pool.query(
        `INSERT INTO image_variants (image_id, format, width, bytes)
         VALUES ($1, 'jpg', 160, '\\xffd8ff'::bytea)`,
        [id],
      );
      return id;
    };
    const unsaved = await upload(25);
    const recent = await upload(2);
    const onProduct = await upload(48);
    const onArchived = await upload(48);
    const onOrderLine = await upload(48);
    const asLogo = await upload(48);

    const picture = (id: string) => JSON.stringify([{ id, alt: '' }]);
    const product = await insertProduct(pool);
    await pool.query('UPDATE products SET pictures = $2 WHERE id = $1', [
      product.id,
      picture(onProduct),
    ]);
    const archived = await insertProduct(pool);
    await pool.query('UPDATE products SET pictures = $2, archived_at = now() WHERE id = $1', [
      archived.id,
      picture(onArchived),
    ]);
    // An order keeps the picture its product had then, though the product shows another now.
    const buyer = await insertUser(pool);
    await insertOrders(pool, { userId: buyer, count: 1 });
    await pool.query(
      `INSERT INTO order_items (order_id, product_id, position, name, category, quantity,
         unit_price_cents, original_price_cents, image)
       SELECT id, $2, 0, 'A mixer', 'Analog Mixers', 1, 100000, 100000, $3
       FROM orders WHERE user_id = $1`,
      [buyer, product.id, `/media/${onOrderLine}.jpg`],
    );
    await pool.query(
      `INSERT INTO shop_settings (id, settings) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings`,
      [{ shop: { logo: { id: asLogo, alt: 'Our logo' } } }],
    );

    expect(await pruneUnsavedUploads(pool)).toBe(1);
    const all = [unsaved, recent, onProduct, onArchived, onOrderLine, asLogo];
    expect(await left(pool, 'images', all)).toEqual(
      sorted([recent, onProduct, onArchived, onOrderLine, asLogo]),
    );
    const { rows } = await pool.query('SELECT 1 FROM image_variants WHERE image_id = $1', [
      unsaved,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('runs every clean-up in one go and says what each removed', async ({ t }) => {
    const pool = t.database.pool;
    const user = await insertUser(pool);
    await pool.query(
      `INSERT INTO auth_sessions (user_id, expires_at, ended_at) VALUES ($1, now(), now())`,
      [user],
    );
    expect(await cleanUp(pool, { sentMailKeepMs: 90 * DAY_MS })).toEqual({
      sentMail: 0,
      spentLinks: 0,
      endedSessions: 1,
      unsavedUploads: 0,
    });
  });
});
