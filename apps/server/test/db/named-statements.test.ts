import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed } from '../../src/db/named-statement';
import * as schema from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-app';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client(database.connection);
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

const prepared = async () =>
  (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))
    .rows[0]!.n;

describe('a named statement', () => {
  it('is prepared once per connection and answers with its own values each time', async () => {
    const db = drizzle(client, { schema });
    const answers = [];
    for (const value of [1, 2, 3])
      answers.push(
        (await executeNamed<{ v: number }>(db, sql`SELECT ${value}::int * 2 AS v`)).rows,
      );
    expect(answers).toEqual([[{ v: 2 }], [{ v: 4 }], [{ v: 6 }]]);
    expect(await prepared()).toBe(1);
  });

  it('gives a name to 64 texts at most: a caller of many shapes costs no memory', async () => {
    const db = drizzle(client, { schema });
    for (let shape = 0; shape < 100; shape++) {
      const { rows } = await executeNamed<{ v: number }>(
        db,
        sql`SELECT ${sql.raw(String(shape))} + ${1}::int AS v`,
      );
      expect(rows).toEqual([{ v: shape + 1 }]);
    }
    // The test files may share one process, whose other statements have names too.
    const kept = await prepared();
    expect(kept).toBeGreaterThan(1);
    expect(kept).toBeLessThanOrEqual(64);
  });
});
