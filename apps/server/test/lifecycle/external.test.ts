import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '../helpers/test-app';
import {
  buildServer,
  freePort,
  startServerProcess,
  waitHealthy,
  type ServerProcess,
} from '../helpers/server-process';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let env: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  buildServer();
  database = await createTestDatabase();
  env = { DATABASE_URL: String(database.connection.connectionString), JWT_SECRET: 'x'.repeat(40) };
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await database.drop();
});

async function start(): Promise<ServerProcess> {
  const server = startServerProcess(env, await freePort());
  running.push(server);
  return server;
}

describe('an external PostgreSQL', () => {
  it('is migrated and seeded at start, and survives a restart', async () => {
    const first = await start();
    await waitHealthy(first);
    const pool = new pg.Pool(database.connection);
    await pool.query(
      'UPDATE products SET stock = 777 WHERE name = (SELECT min(name) FROM products)',
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start();
    await waitHealthy(second);
    const { rows } = await pool.query<{ stock: number }>(
      'SELECT stock FROM products ORDER BY name LIMIT 1',
    );
    expect(rows[0]?.stock).toBe(777);
    const { rows: count } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products',
    );
    expect(count[0]?.n).toBeGreaterThanOrEqual(150);
    await pool.end();
  });

  it('lets two instances start together on one database, migrating once', async () => {
    const fresh = await createTestDatabase();
    const both = [await freePort(), await freePort()].map((port) => {
      const server = startServerProcess(
        { ...env, DATABASE_URL: String(fresh.connection.connectionString) },
        port,
      );
      running.push(server);
      return server;
    });
    await Promise.all(both.map((s) => waitHealthy(s)));
    const pool = new pg.Pool(fresh.connection);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    const seeded = (await (await fetch(`${both[0]!.url}/api/products/`)).json()) as unknown[];
    expect(rows[0]?.n).toBe(seeded.length);
    await pool.end();
    for (const s of both) s.child.kill('SIGTERM');
    await Promise.all(both.map((s) => s.exited));
    await fresh.drop();
  });
});
