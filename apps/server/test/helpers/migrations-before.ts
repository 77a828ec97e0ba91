import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { test as base } from 'vitest';
import { migrationsDir } from '../../src/db/migrations-dir';
import { createTestDatabase } from './test-app';

/**
 * A folder of the migrations up to the one whose tag ends with `suffix`, as a store of the
 * release before it had them: a test migrates a database there, writes the older data, then runs
 * the rest. `remove` deletes the folder.
 */
export async function migrationsBefore(
  suffix: string,
): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-migrations-'));
  const all = migrationsDir();
  const journal = JSON.parse(await fs.readFile(path.join(all, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag.endsWith(suffix));
  if (last < 0) throw new Error(`no migration ends with ${suffix}`);
  const kept = journal.entries.slice(0, last);
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  for (const entry of kept)
    await fs.copyFile(path.join(all, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => fs.rm(folder, { recursive: true, force: true }) };
}

/**
 * A test of one migration, given for the file: a fresh database, a client on it, and `before`,
 * the migrations up to the one whose tag ends with `suffix`.
 */
export function migrationTest(suffix: string) {
  return base.extend<{
    database: Awaited<ReturnType<typeof createTestDatabase>>;
    client: pg.Client;
    before: Awaited<ReturnType<typeof migrationsBefore>>;
  }>({
    database: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const database = await createTestDatabase();
        await use(database);
        await database.drop();
      },
      { scope: 'file' },
    ],
    client: [
      async ({ database }, use) => {
        const client = new pg.Client(database.connection);
        await client.connect();
        await use(client);
        await client.end();
      },
      { scope: 'file' },
    ],
    before: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const before = await migrationsBefore(suffix);
        await use(before);
        await before.remove();
      },
      { scope: 'file' },
    ],
  });
}
