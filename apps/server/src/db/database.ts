import type { FastifyBaseLogger } from 'fastify';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsDir } from './migrations-dir';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  connection: pg.PoolConfig;
  close(): Promise<void>;
}

/** Any fixed number shared by every instance: start-up work runs under this advisory lock. */
const STARTUP_LOCK = 727_001;

export function connect(connection: pg.PoolConfig, log: FastifyBaseLogger): Database {
  // query_timeout: a query on a connection that died without a word must fail, not hang a
  // request (and with it a graceful stop) for ever.
  const pool = new pg.Pool({
    max: 20,
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
    ...connection,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection failed'));
  // The pool listens for errors only on idle connections; one that dies while checked out (say,
  // inside a transaction when PostgreSQL restarts) would otherwise crash the process.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn({ err: error }, 'a database connection failed')),
  );
  return {
    db: drizzle(pool, { schema }),
    pool,
    connection,
    close: () => pool.end(),
  };
}

/**
 * Runs the migrations, then `afterMigrate` (the seed), on one connection holding an advisory
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
    await migrate(db, { migrationsFolder: migrationsDir() });
    await afterMigrate(db as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** A transaction handle; services that must run inside a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
