import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../logger';
import * as schema from './schema';
import { redateEarlyMigrations } from './migration-dates';
import { migrationsDir } from './migrations-dir';
import { normaliseStoredEmails } from './normalise-emails';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  connection: pg.PoolConfig;
  log: Logger;
  close(): Promise<void>;
}

/** PostgreSQL's advice for solid-state storage (its documentation of random_page_cost). */
const RANDOM_PAGE_COST = 1.1;

/** Any fixed number shared by every instance: start-up work runs under this advisory lock. */
const STARTUP_LOCK = 727_001;

/**
 * The schema the job queue (pg-boss, services/jobs) keeps its own tables in, made and migrated by
 * it at start: not the store's data, so exports and backups leave it out.
 */
export const JOBS_SCHEMA = 'pgboss';

/**
 * A pool of `poolSize` connections (DATABASE_POOL_SIZE; the command-line tools keep its default).
 */
export function connect(connection: pg.PoolConfig, log: Logger, poolSize = 20): Database {
  // query_timeout: a query on a connection that died without a word must fail, not hang a
  // request (and with it a graceful stop) for ever.
  // random_page_cost: the store's tables live in memory or on SSD, where reading a page out of
  // order costs about what reading it in order does. At PostgreSQL's default of 4 the planner
  // read all 50,000 products to find the 4,760 a word matches (55 ms) rather than use the word
  // index (11 ms). Set when each connection starts (a startup option), before any query of it.
  // pipeline: a query sent while the connection runs another goes at once, not after its answer;
  // pipelinedTransaction sends two statements in one round trip so.
  const pool = new pg.Pool({
    max: poolSize,
    pipeline: true,
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    ...connection,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection failed'));
  // Every connection's end, for close() to wait on.
  const ends = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    // The pool listens for errors only on idle connections; one that dies while checked out
    // (say, inside a transaction when PostgreSQL restarts) would otherwise crash the process.
    client.on('error', (error) => log.warn({ err: error }, 'a database connection failed'));
    const ended: Promise<void> = new Promise<void>((resolve) => client.once('end', resolve)).then(
      () => void ends.delete(ended),
    );
    ends.add(ended);
  });
  return {
    db: drizzle(pool, { schema }),
    pool,
    connection,
    log,
    async close() {
      // pool.end() settles once it has asked each connection to end, not when they have ended;
      // a PostgreSQL stopped right after would cut them ("terminating connection due to
      // administrator command"). A connection that never says it ended is not waited for long.
      await pool.end();
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)));
      await Promise.race([Promise.all(ends), giveUp]);
      clearTimeout(timer);
    },
  };
}

/**
 * Runs the migrations, brings stored e-mails to one form, then `afterMigrate` (the seed), on one connection holding an advisory
 * lock, so that instances starting together never migrate twice.
 */
export async function migrateAndPrepare(
  database: Database,
  afterMigrate: (db: Db) => Promise<void>,
): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    const db = drizzle(client, { schema });
    await redateEarlyMigrations(db);
    await migrate(db, { migrationsFolder: migrationsDir() });
    await normaliseStoredEmails(db as unknown as Db, database.log);
    await afterMigrate(db as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** A transaction handle; services that must run inside a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs `reads` side by side on a pool's connections, or one after another on a single connection
 * (a transaction's, start-up's), where one read's failure leaves the next unsent.
 */
export async function readAll<const Reads extends readonly (() => PromiseLike<unknown>)[]>(
  db: DbOrTx,
  reads: Reads,
): Promise<{ -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> }> {
  type Results = { -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> };
  if ('$client' in db && db.$client instanceof pg.Pool)
    return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}

/** One drizzle handle per pooled connection, made on its first transaction. */
const onConnection = new WeakMap<pg.PoolClient, Db>();

/** The drizzle handle on one pooled connection, for the statements of a transaction on it. */
export function connectionDb(client: pg.PoolClient): Db {
  let handle = onConnection.get(client);
  if (!handle) {
    handle = drizzle(client, { schema }) as unknown as Db;
    onConnection.set(client, handle);
  }
  return handle;
}

/** The pool `db` runs on, or undefined for a handle on a single connection. */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as Db & { $client: pg.Pool | pg.ClientBase }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Runs `work` in a transaction on a connection of `db`'s pool, and always gives the connection
 * back. Use this, not `db.transaction`: drizzle's own sends BEGIN before its try/finally, so a
 * BEGIN that fails (PostgreSQL restarting) keeps the connection checked out for ever, which
 * shrinks the pool and makes a graceful stop wait on `pool.end()` until it is killed.
 * A connection that died is dropped by the pool on release. `db` may also be a handle on a single
 * connection (migrateAndPrepare's).
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  // On one connection the caller already holds (start-up, the import), there is nothing to
  // give back: drizzle's own transaction is right.
  // eslint-disable-next-line no-restricted-syntax
  if (!pool) return db.transaction(work);
  const client = await pool.connect();
  try {
    return await connectionDb(client).transaction(work);
  } finally {
    client.release();
  }
}
