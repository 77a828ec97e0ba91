import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { serverProcesses, type ProcessDatabase } from '../helpers/process-test';
import { freePort, waitHealthy } from '../helpers/server-process';

const processes = serverProcesses();
let database: ProcessDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  database = await processes.database();
  env = { DATABASE_URL: database.url, JWT_SECRET: 'x'.repeat(40) };
});

const start = () => processes.start(env);

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
    const fresh = await processes.database();
    const ports = [await freePort(), await freePort()];
    const both = await Promise.all(
      ports.map((port) => processes.start({ ...env, DATABASE_URL: fresh.url }, { port })),
    );
    await Promise.all(both.map((s) => waitHealthy(s)));
    const pool = new pg.Pool(fresh.connection);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    const seeded = (await (await fetch(`${both[0]!.url}/api/products/`)).json()) as unknown[];
    expect(rows[0]?.n).toBe(seeded.length);
    await pool.end();
    for (const s of both) s.child.kill('SIGTERM');
    await Promise.all(both.map((s) => s.exited));
  });
});
