import fs from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { connect, migrateAndPrepare } from '../../src/db/database';
import { migrationsDir } from '../../src/db/migrations-dir';
import { migrationTest } from '../helpers/migrations-before';

// A shop migrated by the release before 0018, which dated 0014 to 0017 days ahead.
const it = migrationTest('_shopper_words');

const journal = async () =>
  JSON.parse(await fs.readFile(path.join(migrationsDir(), 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };

describe('the order of the migrations', () => {
  it('is the order of their dates: drizzle skips one dated before the last applied', async () => {
    const { entries } = await journal();
    for (let i = 1; i < entries.length; i++)
      expect(entries[i]!.when, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.when);
  });

  it('brings a shop that recorded the old dates up to the last migration', async ({
    client,
    database,
    before,
  }) => {
    await migrate(drizzle(client), { migrationsFolder: before.folder });
    const old = [1795744235041, 1795830635041, 1795917035041, 1796003435041];
    await client.query(
      `UPDATE drizzle.__drizzle_migrations SET created_at = ($1::bigint[])[id - (
         SELECT max(id) - 4 FROM drizzle.__drizzle_migrations)]
       WHERE id > (SELECT max(id) - 4 FROM drizzle.__drizzle_migrations)`,
      [old],
    );
    const { rows: recorded } = await client.query<{ created_at: string }>(
      'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1',
    );
    expect(Number(recorded[0]!.created_at)).toBe(1796003435041);

    const store = connect(database.connection, pino({ level: 'silent' }));
    try {
      await migrateAndPrepare(store, async () => undefined);
    } finally {
      await store.close();
    }

    const { entries } = await journal();
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.n).toBe(entries.length);
    const { rows: columns } = await client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'products' AND column_name IN ('attributes', 'search_words')
       ORDER BY 1`,
    );
    expect(columns.map((c) => c.name)).toEqual(['attributes', 'search_words']);
  });
});
