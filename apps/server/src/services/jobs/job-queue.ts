import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { JOBS_SCHEMA } from '../../db/database';
import type { Logger } from '../../logger';
import { jobDuration, jobRuns, readJobQueueWhenScraped } from '../../telemetry/metrics';
import { readJobQueue } from './job-backlog';
import { jobLocks, type Release } from './job-locks';

/** Something the store does every period, on one instance (services/jobs/store-jobs.ts). */
export interface PeriodicJob {
  /** Its queue's name, and the job's in logs and metrics. */
  name: string;
  /** One run each period (whole seconds), on whichever instance offers it first. */
  everyMs: number;
  /** Past this the queue counts the run failed, though it goes on; 15 minutes unless given. */
  timeoutMs?: number;
  /**
   * False for a job that is quick and safe to run on several instances at once (a wake-up): it
   * takes no lock. Otherwise a run finds the job's lock taken while another's goes on, and skips.
   */
  exclusive?: boolean;
  /** This instance offers no run before this long after its start. */
  firstAfterMs?: number;
  run(signal: AbortSignal): Promise<unknown>;
}

/** A failure its job has logged already: counted as failed, not logged again. */
export class ReportedFailure extends Error {}

const DEFAULT_TIMEOUT_MS = 15 * 60_000;
/** How long a stop waits for the runs under way. */
const STOP_WAIT_MS = 20_000;
/** How often one of the instances fails the runs of instances that died, and archives old jobs. */
const MAINTENANCE_SECONDS = 60;
const OUTCOMES = ['ok', 'failed', 'busy'] as const;

const periodSeconds = (job: PeriodicJob) => Math.max(1, Math.round(job.everyMs / 1000));

/** Just after the next period starts, when every instance offers the period's run. */
const untilNextPeriod = (periodMs: number) =>
  periodMs - (Date.now() % periodMs) + Math.min(1_000, periodMs / 20);

/** As the queue records a run: its result, or its failure's message. */
type Outcome = { ok: true; value: object } | { ok: false; error: { message: string } };

/** How `work` ended within `timeoutMs`; past it, the run is failed though it goes on. */
async function settled(work: Promise<unknown>, timeoutMs: number): Promise<Outcome> {
  const timeout = new AbortController();
  const timedOut = (): Outcome => ({
    ok: false,
    error: { message: `timed out after ${timeoutMs} ms` },
  });
  try {
    return await Promise.race([
      work.then(
        (value): Outcome => ({
          ok: true,
          value: typeof value === 'object' && value ? value : { value },
        }),
        (error: unknown): Outcome => ({
          ok: false,
          error: { message: String((error as Error)?.message ?? error) },
        }),
      ),
      // Aborted once `work` has ended: that rejection is caught here too, and lost in the race.
      sleep(timeoutMs, undefined, { signal: timeout.signal, ref: false }).then(timedOut, timedOut),
    ]);
  } finally {
    timeout.abort();
  }
}

/** A worker's pause between polls, cut short by a wake (a wake while it works skips the next). */
interface Wakeable {
  wake(): void;
  sleep(ms: number): Promise<void>;
}

function wakeable(stop: AbortSignal): Wakeable {
  let woken = false;
  let end: (() => void) | undefined;
  return {
    wake() {
      woken = true;
      end?.();
    },
    async sleep(ms) {
      if (!woken && !stop.aborted) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            stop.removeEventListener('abort', done);
            end = undefined;
            resolve();
          };
          const timer = setTimeout(done, ms);
          timer.unref();
          end = done;
          stop.addEventListener('abort', done);
        });
      }
      woken = false;
    },
  };
}

export interface JobQueueDeps {
  /** The store's pool: the queue's own queries count against DATABASE_POOL_SIZE. */
  pool: pg.Pool;
  /** For the jobs' lock connection. */
  connection: pg.PoolConfig;
  log: Logger;
}

/**
 * The store's periodic jobs on pg-boss (docs/decisions/026-job-queue.md). Each period every
 * instance offers a run, as a job of the period's slot (pg-boss's throttling: one job per queue
 * and slot, whoever sends it first) in a queue of policy `short` (at most one job waiting, so runs
 * never pile up behind a slow one); the instance whose offer made the job wakes its own worker,
 * and every instance's worker polls for jobs another left. A run holds the job's lock (job-locks.ts),
 * so one instance at a time runs each job, and a crashed instance's lock goes with its
 * connection. The queue's history (runs, failures) is in its schema, and /metrics reads it.
 */
export function jobQueue({ pool, connection, log }: JobQueueDeps) {
  const locks = jobLocks(connection, log);
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  const loops: Promise<void>[] = [];
  let boss: PgBoss | undefined;

  async function runHere(job: PeriodicJob): Promise<unknown> {
    const started = performance.now();
    let release: Release | undefined;
    try {
      release = job.exclusive === false ? async () => undefined : await locks.take(job.name);
      if (!release) {
        jobRuns.inc({ job: job.name, outcome: 'busy' });
        return { busy: true };
      }
      const result = await job.run(stopping.signal);
      jobRuns.inc({ job: job.name, outcome: 'ok' });
      return result;
    } catch (error) {
      jobRuns.inc({ job: job.name, outcome: 'failed' });
      if (!(error instanceof ReportedFailure))
        log.error({ err: error, job: job.name }, `the ${job.name} job failed`);
      throw error;
    } finally {
      if (release) {
        jobDuration.observe({ job: job.name }, (performance.now() - started) / 1000);
        await release();
      }
    }
  }

  /** Runs under way, for a stop to wait on: the queue gives up on one past its time-out. */
  function tracked<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    return work;
  }

  async function offer(queue: PgBoss, job: PeriodicJob, worker: Wakeable): Promise<void> {
    const id = await queue.send(job.name, {}, { singletonSeconds: periodSeconds(job) });
    // This instance made the period's job: its worker takes it now rather than at its next poll.
    if (id) worker.wake();
  }

  /**
   * Takes the job's runs, its own and those other instances left, until the stop. pg-boss's `work`
   * does this too but records a run's end without waiting on it, so that a database lost during a
   * run ended the process with an unhandled rejection; here the record is awaited, and a run whose
   * end could not be recorded is failed by the queue's maintenance when it expires.
   */
  async function workLoop(queue: PgBoss, job: PeriodicJob, worker: Wakeable): Promise<void> {
    const pollMs = Math.min(30, Math.max(2, periodSeconds(job))) * 1000;
    const timeoutMs = job.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    while (!stopping.signal.aborted) {
      try {
        const [taken] = await queue.fetch(job.name);
        if (taken) {
          const outcome = await settled(tracked(runHere(job)), timeoutMs);
          if (outcome.ok) await queue.complete(job.name, taken.id, outcome.value);
          else await queue.fail(job.name, taken.id, outcome.error);
        }
      } catch (error) {
        log.warn({ err: error, job: job.name }, 'the job queue failed');
      }
      await worker.sleep(pollMs);
    }
  }

  function plan(queue: PgBoss, job: PeriodicJob, worker: Wakeable, delayMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopping.signal.aborted) return;
      offer(queue, job, worker)
        .catch((error: unknown) =>
          log.warn({ err: error, job: job.name }, `the ${job.name} job could not be offered`),
        )
        .finally(() => {
          if (stopping.signal.aborted) return;
          plan(queue, job, worker, untilNextPeriod(periodSeconds(job) * 1000));
        });
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  return {
    /** Makes or migrates the queue's schema, then runs `jobs` until `stop`. */
    async start(jobs: readonly PeriodicJob[]): Promise<void> {
      const longest = Math.max(60, ...jobs.map(periodSeconds));
      const queue = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        schema: JOBS_SCHEMA,
        // No cron (whole minutes, and polled): periods are throttled sends (decision 026).
        schedule: false,
        maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
        // A period's job is kept while its slot is current, so that no second one is made in it.
        archiveCompletedAfterSeconds: Math.max(3_600, 2 * longest),
        archiveFailedAfterSeconds: Math.max(86_400, 2 * longest),
        deleteAfterDays: 7,
      });
      // Unheard, an 'error' event would end the process.
      queue.on('error', (error) => log.warn({ err: error }, 'the job queue failed'));
      boss = queue;
      await locks.serially(async () => {
        await queue.start();
        for (const job of jobs) {
          const options = {
            name: job.name,
            policy: 'short' as const,
            // The next period's run is the retry.
            retryLimit: 0,
            expireInSeconds: Math.round((job.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000),
          };
          await queue.createQueue(job.name, options);
          // A queue made by an older version of the store takes this one's options.
          await queue.updateQueue(job.name, options);
        }
      });
      readJobQueueWhenScraped(() =>
        readJobQueue(
          pool,
          jobs.map((job) => job.name),
          log,
        ),
      );
      for (const job of jobs) {
        for (const outcome of OUTCOMES) jobRuns.inc({ job: job.name, outcome }, 0);
        const worker = wakeable(stopping.signal);
        loops.push(workLoop(queue, job, worker));
        const first = untilNextPeriod(periodSeconds(job) * 1000);
        plan(queue, job, worker, Math.max(job.firstAfterMs ?? 0, first));
      }
    },

    /** Offers no more runs, lets those under way end (their signal is aborted), and closes. */
    async stop(): Promise<void> {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await boss
        ?.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS, close: false })
        .catch((error: unknown) => log.warn({ err: error }, 'the job queue did not stop cleanly'));
      // A run past its time-out may still hold connections of the pool.
      await Promise.race([
        Promise.allSettled([...running, ...loops]),
        sleep(STOP_WAIT_MS, undefined, { ref: false }),
      ]);
      await locks.close();
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
