import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LOCK } from '../../src/services/jobs/job-locks';
import { serverProcesses, type ProcessDatabase } from '../helpers/process-test';
import { parsePrometheusText } from '../helpers/prometheus-text';
import { waitHealthy, type ServerProcess } from '../helpers/server-process';

const processes = serverProcesses();
let database: ProcessDatabase;
let pool: pg.Pool;
let stores: ServerProcess[];

beforeAll(async () => {
  database = await processes.database();
  pool = new pg.Pool(database.connection);
  const env = async (name: string) => ({
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: await processes.folder(name),
    SEED_DEMO_DATA: 'false',
    ORDER_SWEEP_INTERVAL: '1s',
  });
  stores = await Promise.all([
    processes.start(await env('first')),
    processes.start(await env('second')),
  ]);
  await Promise.all(stores.map((store) => waitHealthy(store)));
});
afterAll(() => pool?.end());

/** The sweep's runs with `outcome`, summed over both stores' /metrics. */
async function sweeps(outcome: 'ok' | 'busy'): Promise<number> {
  let total = 0;
  for (const store of stores) {
    const scrape = parsePrometheusText(await (await fetch(`${store.url}/metrics`)).text());
    total += scrape.value('avstore_job_runs_total', { job: 'expiry-sweep', outcome });
  }
  return total;
}

describe('two instances on one database', () => {
  it(
    'sweep once a period between them, each run in a period of its own',
    { timeout: 60_000 },
    async () => {
      // Both offer a run every second from their start: one of them runs it.
      await expect.poll(() => sweeps('ok'), { timeout: 10_000 }).toBeGreaterThan(0);
      const before = await sweeps('ok');
      const started = Date.now();
      await sleep(6_000);
      const ran = (await sweeps('ok')) - before;
      const periods = (Date.now() - started) / 1000;
      // Never two runs in a period, though each instance offers one every period; on a busy
      // machine a run may come late, not twice.
      expect(ran).toBeLessThanOrEqual(Math.ceil(periods) + 1);
      expect(ran).toBeGreaterThanOrEqual(Math.floor(periods / 2));

      const { rows } = await pool.query<{ slot: string; jobs: number }>(
        `SELECT singleton_on AS slot, count(*)::int AS jobs FROM pgboss.job
       WHERE name = 'expiry-sweep' GROUP BY 1 HAVING count(*) > 1`,
      );
      expect(rows).toEqual([]);
    },
  );

  it('skip the sweep while a run of it goes on, and take it up once it has ended', async () => {
    // The lock an instance holds while it sweeps, held here as by a third instance's long run.
    const holder = await pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1, hashtext($2))', [JOB_LOCK, 'expiry-sweep']);
      // A run that began before the lock was taken may still end meanwhile.
      await sleep(1_500);
      const ok = await sweeps('ok');
      const busy = await sweeps('busy');
      await sleep(3_500);
      expect(await sweeps('ok')).toBe(ok);
      expect((await sweeps('busy')) - busy).toBeGreaterThanOrEqual(2);
      await holder.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK, 'expiry-sweep']);
      await expect.poll(() => sweeps('ok'), { timeout: 5_000 }).toBeGreaterThan(ok);
    } finally {
      holder.release();
    }
  });

  it('show the queue in /metrics: no job waiting, none failed', async () => {
    const scrape = parsePrometheusText(await (await fetch(`${stores[0]!.url}/metrics`)).text());
    for (const queue of ['expiry-sweep', 'mail-outbox', 'low-stock-check', 'clean-up']) {
      expect(scrape.value('avstore_job_queue_jobs', { queue, state: 'failed' })).toBe(0);
      expect(scrape.value('avstore_job_queue_oldest_waiting_seconds', { queue })).toBeLessThan(5);
    }
    expect(scrape.types.get('avstore_job_duration_seconds')).toBe('histogram');
  });
});
