import type pg from 'pg';
import { JOBS_SCHEMA } from '../../db/database';
import type { Logger } from '../../logger';
import { jobQueueJobs, jobQueueOldestWaiting } from '../../telemetry/metrics';

interface QueueRow {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  oldest: number;
}

/**
 * The queue's state when /metrics is scraped: by queue, the jobs due and not yet taken, those
 * running, those failed (kept a day, then archived), and how long the oldest due one has waited.
 * The job table holds the last hour's runs and the last day's failures: a few thousand rows.
 */
export async function readJobQueue(
  pool: pg.Pool,
  queues: readonly string[],
  log: Logger,
): Promise<void> {
  try {
    const { rows } = await pool.query<QueueRow>(
      `SELECT name AS queue,
              count(*) FILTER (WHERE state < 'active' AND start_after <= now())::int AS waiting,
              count(*) FILTER (WHERE state = 'active')::int AS active,
              count(*) FILTER (WHERE state = 'failed')::int AS failed,
              coalesce(extract(epoch FROM now() - min(start_after)
                FILTER (WHERE state < 'active' AND start_after <= now())), 0)::float8 AS oldest
       FROM ${JOBS_SCHEMA}.job WHERE name = ANY($1) GROUP BY name`,
      [queues],
    );
    const byQueue = new Map(rows.map((row) => [row.queue, row]));
    for (const queue of queues) {
      const row = byQueue.get(queue);
      for (const state of ['waiting', 'active', 'failed'] as const)
        jobQueueJobs.set({ queue, state }, row?.[state] ?? 0);
      jobQueueOldestWaiting.set({ queue }, Math.max(0, row?.oldest ?? 0));
    }
  } catch (error) {
    // The rest of /metrics is still worth answering; these series go missing meanwhile.
    jobQueueJobs.reset();
    jobQueueOldestWaiting.reset();
    log.warn({ err: error }, 'the job queue could not be read for /metrics');
  }
}
