import pg from 'pg';
import type { Logger } from '../../logger';

/**
 * Any fixed number shared by every instance (db/database.ts's start-up lock is 727_001, the daily
 * backup's 727_002): the first half of each job's lock, the job's name hashed the second.
 */
export const JOB_LOCK = 727_003;

export type Release = () => Promise<void>;

/** The lock of the queue's setup, under a name no job has. */
const SETUP = '(setup)';

/**
 * Session advisory locks saying that a job is running on some instance, held on one connection of
 * their own rather than a pooled one each. PostgreSQL ends the session of an instance that dies,
 * and its locks with it, so a crashed instance's job is free again at once, not after a lease.
 * Should the connection itself fail, a run under way keeps going and the next may overlap it:
 * every job is safe to run twice at once, the lock only keeps them from doing so for nothing.
 */
export function jobLocks(connection: pg.PoolConfig, log: Logger) {
  let client: Promise<pg.Client> | undefined;
  let current: pg.Client | undefined;
  // Jobs falling due together ask at once; one pg.Client answers one query at a time, and pg 9
  // will refuse a query sent while another is under way, so they take turns here.
  let turn: Promise<unknown> = Promise.resolve();
  const query = <R extends pg.QueryResultRow>(
    held: pg.Client,
    config: pg.QueryConfig,
  ): Promise<pg.QueryResult<R>> => {
    const result = turn.then(() => held.query<R>(config));
    turn = result.catch(() => undefined);
    return result;
  };

  const open = (): Promise<pg.Client> => {
    client ??= (async () => {
      const next = new pg.Client({
        ...connection,
        connectionTimeoutMillis: 5_000,
        query_timeout: 10_000,
      });
      next.on('error', (error) => log.warn({ err: error }, "the jobs' lock connection failed"));
      next.once('end', () => {
        if (current === next) client = current = undefined;
      });
      await next.connect();
      current = next;
      return next;
    })();
    client.catch(() => (client = undefined));
    return client;
  };

  return {
    /** The job's lock if no instance holds it: its release. Undefined when it is taken. */
    async take(name: string): Promise<Release | undefined> {
      const held = await open();
      const { rows } = await query<{ taken: boolean }>(held, {
        text: 'SELECT pg_try_advisory_lock($1, hashtext($2)) AS taken',
        values: [JOB_LOCK, name],
      }).catch((error: unknown) => {
        // A connection that fails a query is not asked again: the next run opens another.
        if (current === held) client = current = undefined;
        void held.end().catch(() => undefined);
        throw error;
      });
      if (!rows[0]?.taken) return undefined;
      return async () => {
        // A connection that went meanwhile took the lock with it.
        await query(held, {
          text: 'SELECT pg_advisory_unlock($1, hashtext($2))',
          values: [JOB_LOCK, name],
        }).catch(() => undefined);
      };
    },
    /**
     * Runs `work` while no other instance runs its own: the queue's setup, as pg-boss makes a
     * queue's table without a lock, and two instances starting together deadlock in it.
     */
    async serially<T>(work: () => Promise<T>): Promise<T> {
      const held = await open();
      // Another instance's setup may wait on its migrations: longer than a query's usual time.
      const lock = {
        text: 'SELECT pg_advisory_lock($1, hashtext($2))',
        values: [JOB_LOCK, SETUP],
        query_timeout: 120_000,
      } as pg.QueryConfig;
      await query(held, lock);
      try {
        return await work();
      } finally {
        await query(held, {
          text: 'SELECT pg_advisory_unlock($1, hashtext($2))',
          values: [JOB_LOCK, SETUP],
        }).catch(() => undefined);
      }
    },
    async close(): Promise<void> {
      const held = await client?.catch(() => undefined);
      client = current = undefined;
      // end() on a connection that is already going may never settle: do not wait for ever.
      const ending = held?.end().catch(() => undefined);
      await Promise.race([ending, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}

export type JobLocks = ReturnType<typeof jobLocks>;
