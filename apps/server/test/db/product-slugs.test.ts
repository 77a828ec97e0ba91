import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, SlugSchema } from '@avstore/core';
import { migrationsDir } from '../../src/db/migrations-dir';
import { createTestDatabase } from '../helpers/test-app';

/**
 * Slugs are made by the database (migration 0013), so these tests add and rename products with
 * plain SQL, as a test helper, the seed or a benchmark's bulk copy does.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool(database.connection);
  const client = await pool.connect();
  await migrate(drizzle(client), { migrationsFolder: migrationsDir() });
  client.release();
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

let made = 0;
/** A product of that brand and name; its id and the slug the database gave it. */
async function add(brand: string, name: string, db: pg.Pool | pg.PoolClient = pool) {
  const { rows } = await db.query<{ id: string; slug: string }>(
    `INSERT INTO products (name, brand, price_cents, category, stock)
     VALUES ($1, $2, 100000, 'Analog Mixers', 1) RETURNING id, slug`,
    [name, brand],
  );
  made++;
  return rows[0]!;
}

async function rename(id: string, set: { name?: string; brand?: string }) {
  const { rows } = await pool.query<{ slug: string }>(
    `UPDATE products SET name = coalesce($2, name), brand = coalesce($3, brand)
     WHERE id = $1 RETURNING slug`,
    [id, set.name ?? null, set.brand ?? null],
  );
  return rows[0]!.slug;
}

const slugsOf = async (id: string) =>
  (
    await pool.query<{ slug: string }>(
      'SELECT slug FROM product_slugs WHERE product_id = $1 ORDER BY slug',
      [id],
    )
  ).rows.map((row) => row.slug);

describe('the slug the database makes', () => {
  it.each([
    ['Sennheiser', 'e 945', 'sennheiser-e-945'],
    ['Shure', 'Shure SM58', 'shure-sm58'],
    ['Allen & Heath', 'ZEDi-10FX', 'allen-and-heath-zedi-10fx'],
    ['RØDE', 'NT1 5th Gen', 'rode-nt1-5th-gen'],
    ['Behringer', 'X32 Compact / 40-input', 'behringer-x32-compact-40-input'],
    ['Łódź Æther', 'Straße Đuro ÉLAN Crème', 'lodz-aether-strasse-duro-elan-creme'],
    ['', 'Mic Stand (Boom)', 'mic-stand-boom'],
    ['', '!!!', 'product'],
  ])('%s, %s → %s', async (brand, name, slug) => {
    expect((await add(brand, name)).slug).toBe(slug);
    expect(SlugSchema.safeParse(slug).success).toBe(true);
  });

  it('cuts a long name after the last whole word that fits', async () => {
    const { slug } = await add('Yamaha', `Stage ${'monitor '.repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^yamaha-stage(-monitor)+$/);
    expect(slug.length + '-monitor'.length).toBeGreaterThan(MAX_SLUG_LENGTH);
    // One word longer than the limit is cut inside it.
    expect((await add('', 'x'.repeat(100))).slug).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });

  it('tells apart two products whose slugs would be alike: -2, -3, …', async () => {
    const first = await add('Audio-Technica', 'ATH-M50x');
    const second = await add('Audio Technica', 'ATH M50x');
    const third = await add('', 'Audio-Technica ATH-M50X');
    expect([first.slug, second.slug, third.slug]).toEqual([
      'audio-technica-ath-m50x',
      'audio-technica-ath-m50x-2',
      'audio-technica-ath-m50x-3',
    ]);
    // Every slug ever made is kept, once.
    const { rows } = await pool.query<{ n: number; products: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT product_id)::int AS products FROM product_slugs',
    );
    expect(rows[0]).toEqual({ n: made, products: made });
  });

  it('gives two products added at the same moment with alike names two slugs', async () => {
    const one = await pool.connect();
    const two = await pool.connect();
    try {
      await one.query('BEGIN');
      await two.query('BEGIN');
      const first = await add('Mackie', 'Thump 15A', one);
      // Waits for the first transaction: the slug it took may yet be given back.
      const second = add('Mackie', 'Mackie Thump-15A', two);
      await one.query('COMMIT');
      expect(first.slug).toBe('mackie-thump-15a');
      expect((await second).slug).toBe('mackie-thump-15a-2');
      await two.query('COMMIT');
    } finally {
      one.release();
      two.release();
    }
  });
});

describe('a renamed product', () => {
  it('gets a new slug and keeps its old ones, which no other product may take', async () => {
    const { id } = await add('Yamaha', 'MG10XU');
    expect(await rename(id, { name: 'MG10XUF' })).toBe('yamaha-mg10xuf');
    expect(await rename(id, { brand: 'Yamaha Pro Audio' })).toBe('yamaha-pro-audio-mg10xuf');
    expect(await slugsOf(id)).toEqual([
      'yamaha-mg10xu',
      'yamaha-mg10xuf',
      'yamaha-pro-audio-mg10xuf',
    ]);
    expect((await add('Yamaha', 'MG10XU')).slug).toBe('yamaha-mg10xu-2');
  });

  it('renamed back to an old name gets that slug back', async () => {
    const { id } = await add('Shure', 'SM7B');
    await rename(id, { name: 'SM7dB' });
    expect(await rename(id, { name: 'Shure SM7B' })).toBe('shure-sm7b');
    expect(await slugsOf(id)).toEqual(['shure-sm7b', 'shure-sm7db']);
  });

  it('keeps its slug when its words do not change, and when the slug is written', async () => {
    const { id, slug } = await add('JBL', 'EON 715');
    expect(await rename(id, { name: 'EON-715 ' })).toBe(slug);
    expect(await rename(id, { brand: 'jbl' })).toBe(slug);
    const { rows } = await pool.query<{ slug: string }>(
      `UPDATE products SET slug = 'my-own', stock = 4 WHERE id = $1 RETURNING slug`,
      [id],
    );
    expect(rows[0]!.slug).toBe(slug);
    expect(await slugsOf(id)).toEqual([slug]);
  });

  it('takes its slugs with it when deleted', async () => {
    const { id } = await add('Crown', 'XLS 1002');
    await rename(id, { name: 'XLS 1502' });
    await pool.query('DELETE FROM products WHERE id = $1', [id]);
    expect(await slugsOf(id)).toEqual([]);
    expect((await add('Crown', 'XLS 1002')).slug).toBe('crown-xls-1002');
  });
});
