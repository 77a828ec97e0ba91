import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { connect, type Database } from '../db/database';
import { startEmbeddedDatabase } from '../db/embedded';
import { embeddedSocketDir } from '../db/embedded-place';
import { isRunning } from '../db/process-check';

/** What a command-line tool needs to find the store's database (the server's own variables). */
export interface DatabaseSettings {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

export interface OpenedDatabase {
  database: Database;
  /** Which database this is, in words, for messages (no password). */
  description: string;
  /** Closes the pool, and stops the embedded PostgreSQL when it was started for this tool. */
  close(): Promise<void>;
}

/**
 * DATA_DIR and DATABASE_URL from the environment, checked as the server checks them, without
 * the server's other requirements (a tool that only moves data needs no JWT_SECRET).
 */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const { DATA_DIR } = loadConfig({ DATA_DIR: env.DATA_DIR });
  const url = env.DATABASE_URL || undefined;
  if (url !== undefined && !URL.canParse(url)) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: Invalid URL');
  }
  return { DATA_DIR, DATABASE_URL: url };
}

/**
 * Opens the store's database the way the store does: the external one when DATABASE_URL is
 * set; otherwise the embedded one of DATA_DIR, through the socket of the store running on it,
 * or, when no store runs there, started for the moment (and stopped again by `close()`).
 */
export async function openDatabase(
  settings: DatabaseSettings,
  log: FastifyBaseLogger,
): Promise<OpenedDatabase> {
  if (settings.DATABASE_URL) {
    const database = connect({ connectionString: settings.DATABASE_URL }, log);
    return {
      database,
      description: `the database of DATABASE_URL (${redacted(settings.DATABASE_URL)})`,
      close: () => database.close(),
    };
  }
  const dataDir = path.resolve(settings.DATA_DIR);
  const pidFile = path.join(dataDir, 'server.pid');
  const running =
    fs.existsSync(pidFile) && (await isRunning(Number(fs.readFileSync(pidFile, 'utf8')), 'node'));
  if (running) {
    const database = connect(
      {
        host: await embeddedSocketDir(dataDir),
        port: 5432,
        user: 'postgres',
        database: 'postgres',
      },
      log,
    );
    return {
      database,
      description: `the embedded database of ${dataDir} (through the running store's socket)`,
      close: () => database.close(),
    };
  }
  const embedded = await startEmbeddedDatabase(dataDir, log);
  const database = connect(embedded.connection, log);
  return {
    database,
    description: `the embedded database of ${dataDir}`,
    async close() {
      try {
        await database.close();
      } finally {
        await embedded.stop();
      }
    },
  };
}

function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  if (u.searchParams.has('password')) u.searchParams.set('password', '***');
  return u.toString();
}
