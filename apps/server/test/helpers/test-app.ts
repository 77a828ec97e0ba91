import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { connect, migrateAndPrepare, type Database } from '../../src/db/database';
import { followCatalogue } from '../../src/db/follow-catalogue';
import { followSettings } from '../../src/db/follow-settings';
import { seedIfEmpty } from '../../src/services/catalogue/seed-demo';
import { freePort } from './server-process';

export interface TestApp {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  webRoot?: string;
  /** Receives the app's JSON log lines. */
  logStream?: { write(line: string): void };
}

/** A fresh database on the run's PostgreSQL, migrated (and seeded when asked). */
export async function createTestDatabase(): Promise<{
  connection: pg.PoolConfig;
  drop(): Promise<void>;
}> {
  const admin = inject('adminConnection');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const connection: pg.PoolConfig = admin.connectionString
    ? { connectionString: withDatabase(admin.connectionString, name) }
    : { ...admin, database: name };
  return {
    connection,
    async drop() {
      const c = new pg.Client(admin);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The whole app on a database of its own, listening on a random loopback port. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const logger = options.logStream
    ? pino({ level: 'debug' }, options.logStream)
    : pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const { connection, drop } = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-app-'));
  // A known port, so PUBLIC_URL (the base of payment return links) is this app's address.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...options.env,
  });
  const database = connect(connection, logger);
  await migrateAndPrepare(database, (db) =>
    options.seed ? seedIfEmpty(db, logger) : Promise.resolve(),
  );
  const app = await buildApp({ config, database, logger, webRoot: options.webRoot });
  const catalogue = app.services.catalogue;
  const listener = followCatalogue(connection, catalogue, logger);
  const settingsListener = followSettings(connection, app.services.settings.store, logger);
  await settingsListener.listening;
  await app.listen({ host: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    config,
    async close() {
      await app.close();
      await listener.close();
      await settingsListener.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
