import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { inject } from 'vitest';
import { migrationsDir } from '../../src/db/migrations-dir';
import { migrationTest } from '../helpers/migrations-before';

// The migrations up to the one before product pages, as a store of the previous release had them.
const it = migrationTest('_product_pages');

it('gives the products there are their slugs, the oldest first, and the page fields', async ({
  client,
  before,
}) => {
  await migrate(drizzle(client), { migrationsFolder: before.folder });
  const insert = (brand: string, name: string, daysAgo: number, archived = false) =>
    client.query(
      `INSERT INTO products (name, brand, price_cents, category, stock, created_at, updated_at,
         archived_at)
       VALUES ($2, $1, 100000, 'Wired Microphones', 1, now() - make_interval(days => $3),
         '2025-01-02T03:04:05Z', CASE WHEN $4 THEN now() END)`,
      [brand, name, daysAgo, archived],
    );
  await insert('Shure', 'Shure SM58', 3);
  await insert('Shure', 'SM58', 5);
  await insert('RØDE', 'RØDE NT1', 1, true);
  await insert('', '!!!', 2);

  await migrate(drizzle(client), { migrationsFolder: migrationsDir() });

  const { rows } = await client.query(
    `SELECT name, slug, sku, specs, warranty_months, warranty_by, updated_at
     FROM products ORDER BY name`,
  );
  const page = { sku: '', specs: [], warranty_months: null, warranty_by: null };
  const updatedAt = new Date('2025-01-02T03:04:05Z');
  expect(rows).toEqual([
    { name: '!!!', slug: 'product', ...page, updated_at: updatedAt },
    { name: 'RØDE NT1', slug: 'rode-nt1', ...page, updated_at: updatedAt },
    { name: 'SM58', slug: 'shure-sm58', ...page, updated_at: updatedAt },
    { name: 'Shure SM58', slug: 'shure-sm58-2', ...page, updated_at: updatedAt },
  ]);
  const { rows: recorded } = await client.query<{ slug: string }>(
    'SELECT s.slug FROM product_slugs s JOIN products p ON p.id = s.product_id AND p.slug = s.slug',
  );
  expect(recorded).toHaveLength(4);

  // The trigger follows the new columns: an edit of the page's fields is an edit of the catalogue.
  const { rows: trigger } = await client.query<{ definition: string }>(
    `SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgname = 'products_changed'`,
  );
  for (const column of ['slug', 'sku', 'specs', 'warranty_months', 'warranty_by', 'name'])
    expect(trigger[0]!.definition).toContain(column);
  expect(trigger[0]!.definition).not.toContain('stock');

  // And the products added from now on get theirs from the trigger.
  const { rows: added } = await client.query<{ slug: string }>(
    `INSERT INTO products (name, brand, price_cents, category, stock)
     VALUES ('SM58 ', 'SHURE', 100000, 'Wired Microphones', 1) RETURNING slug`,
  );
  expect(added[0]!.slug).toBe('shure-sm58-3');
  await expect(
    client.query(`UPDATE products SET warranty_months = 12 WHERE name = 'SM58'`),
  ).rejects.toThrow(/products_warranty_complete/);
});

it('refuses a database that is not in UTF8, saying why', async ({ database }) => {
  const admin = new pg.Client(inject('adminConnection'));
  await admin.connect();
  const name = `t_${randomBytes(6).toString('hex')}_ascii`;
  await admin.query(
    `CREATE DATABASE ${name} ENCODING 'SQL_ASCII' TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'`,
  );
  const connection = database.connection.connectionString
    ? {
        connectionString: Object.assign(new URL(database.connection.connectionString), {
          pathname: `/${name}`,
        }).href,
      }
    : { ...database.connection, database: name };
  const ascii = new pg.Client(connection);
  try {
    await ascii.connect();
    // Drizzle names the failed statement; its cause is PostgreSQL's refusal, which the log shows.
    const error = await migrate(drizzle(ascii), { migrationsFolder: migrationsDir() }).catch(
      (e: unknown) => e as Error,
    );
    expect((error?.cause as Error | undefined)?.message).toBe(
      'The store needs a database in the UTF8 encoding; this one is in SQL_ASCII.',
    );
  } finally {
    await ascii.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
