import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue, type JobQueue } from '../../src/services/jobs/job-queue';
import { createTestDatabase } from '../helpers/test-app';

/**
 * The queue's own queries go through the store's pool; here that pool loses its database on cue,
 * as when PostgreSQL is killed during a run (test-reliability/crash-postgres.test.ts meets it by
 * chance, this every time).
 */
let real: pg.Pool;
let drop: () => Promise<void>;
let connection: pg.PoolConfig;
let lost = false;
const losable = new Proxy({} as pg.Pool, {
  get(_target, key) {
    if (key === 'query')
      return (...args: Parameters<pg.Pool['query']>) =>
        lost
          ? Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
            )
          : (real.query as (...a: unknown[]) => unknown)(...args);
    const value = Reflect.get(real, key) as unknown;
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);
const warnings: string[] = [];
const log = pino(
  { level: 'warn' },
  { write: (line: string) => void warnings.push(JSON.parse(line).msg) },
);

let queue: JobQueue;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  connection = database.connection;
  real = new pg.Pool(database.connection);
  process.on('unhandledRejection', recordUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', recordUnhandled);
  await queue?.stop();
  await real?.end();
  await drop?.();
});

describe('the job queue when the database goes during a run', () => {
  it('logs the lost run, leaves no promise unhandled and runs again once it is back', async () => {
    let runs = 0;
    queue = jobQueue({ pool: losable, connection, log });
    await queue.start([
      {
        name: 'losing-run',
        everyMs: 1_000,
        exclusive: false,
        run: async () => {
          runs++;
          if (runs === 1) {
            // The database goes while the job runs: the run fails, and so does recording it.
            lost = true;
            throw new Error('the database went');
          }
          return {};
        },
      },
    ]);
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await sleep(2_500);
    expect(unhandled).toEqual([]);
    expect(warnings).toContain('the losing-run job failed');

    lost = false;
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(unhandled).toEqual([]);
  }, 40_000);
});
