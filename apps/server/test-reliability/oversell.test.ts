import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses, type ProcessDatabase } from '../test/helpers/process-test';
import { waitHealthy, type ServerProcess } from '../test/helpers/server-process';
import { signUp } from '../test/helpers/accounts';
import { insertProduct, orderBody, stockOf } from '../test/helpers/catalogue';
import { expectOrdersWhole } from './helpers/database';
import { LIFTED_LIMITS } from './helpers/lifted-limits';
import { mapLimit } from './helpers/limit';

const STOCK = 25;
const BUYERS = 50;
const ORDERS = 500;

const processes = serverProcesses();
let database: ProcessDatabase;
let pool: pg.Pool;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await processes.database();
  pool = new pg.Pool(database.connection);
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'reliability-secret-0123456789abcdefghijk',
    SEED_DEMO_DATA: 'false',
    ...LIFTED_LIMITS,
    LOG_LEVEL: 'warn',
  };
  for (let i = 0; i < 2; i++)
    servers.push(await processes.start({ ...env, DATA_DIR: await processes.folder('oversell') }));
  await Promise.all(servers.map((s) => waitHealthy(s)));
});

afterAll(() => pool?.end());

describe('two servers on one database under an order stampede', () => {
  it(`sell exactly ${STOCK} of ${STOCK} and refuse the other ${ORDERS - STOCK}`, async () => {
    const product = await insertProduct(pool, { stock: STOCK });
    const buyers = await mapLimit(
      Array.from({ length: BUYERS }, (_, i) => i),
      8,
      (i) => signUp(servers[i % 2]!.url),
    );

    const body = JSON.stringify(orderBody([{ product }]));
    const answers = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const res = await fetch(`${servers[i % 2]!.url}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buyers[i % BUYERS]!.token}`,
          },
          body,
          signal: AbortSignal.timeout(60_000),
        });
        return {
          status: res.status,
          body: (await res.json()) as { id?: string; message?: string },
        };
      }),
    );

    const histogram: Record<number, number> = {};
    for (const a of answers) histogram[a.status] = (histogram[a.status] ?? 0) + 1;
    console.log('stampede answers', histogram);
    expect(histogram).toEqual({ 201: STOCK, 409: ORDERS - STOCK });

    const shortage = new RegExp(
      `^Only (\\d+) items of ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} are available\\.$`,
    );
    for (const refused of answers.filter((a) => a.status === 409)) {
      const match = shortage.exec(refused.body.message ?? '');
      expect(match, refused.body.message).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(0);
      expect(Number(match![1])).toBeLessThan(STOCK);
    }
    const ids = answers.filter((a) => a.status === 201).map((a) => a.body.id);
    expect(new Set(ids).size).toBe(STOCK);

    expect(await stockOf(pool, product.id)).toBe(0);
    const { rows } = await pool.query<{ sold: number; orders: number; known: number }>(
      `SELECT (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = $1) AS sold,
              (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM orders WHERE id = ANY($2::uuid[])) AS known`,
      [product.id, ids],
    );
    expect(rows[0]).toEqual({ sold: STOCK, orders: STOCK, known: STOCK });
    await expectOrdersWhole(database.connection);
  });

  it('both servers stop cleanly afterwards', async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  });
});
