import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { connect, migrateAndPrepare, type Database } from './db/database';
import { startEmbeddedDatabase } from './db/embedded';
import { followCatalogue } from './db/follow-catalogue';
import { followSettings } from './db/follow-settings';
import { hasAdmin, upsertAdmin } from './services/auth/admin-account';
import { seedIfEmpty } from './services/catalogue/seed-demo';
import { jobQueue } from './services/jobs/job-queue';
import { storeJobs } from './services/jobs/store-jobs';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The built web app, beside this package in the monorepo (apps/web/dist). */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Starts the database (embedded or external), migrates, seeds, and serves. */
export async function startServer(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<RunningServer> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedDatabase(config.DATA_DIR, logger);
  const connection = embedded?.connection ?? { connectionString: config.DATABASE_URL };
  const database = connect(connection, logger, config.DATABASE_POOL_SIZE);
  const jobs = jobQueue({ pool: database.pool, connection, log: logger });
  let app: FastifyInstance | undefined;
  let listener: { close(): Promise<void> } | undefined;
  let settingsListener: { close(): Promise<void> } | undefined;
  // The stored pictures' processing stops between two pictures when the store does, before the
  // pool it works with is closed.
  const preparing = new AbortController();
  let prepared: Promise<unknown> | undefined;
  const close = async () => {
    preparing.abort();
    // The jobs under way end (a backup being written stops, its partial file removed) before the
    // pool closes.
    const jobsStopped = jobs.stop();
    await prepared;
    await jobsStopped;
    await app?.close();
    await listener?.close();
    await settingsListener?.close();
    await database.close().catch(() => undefined);
    await embedded?.stop();
  };
  try {
    await migrateAndPrepare(database, async (db) => {
      if (config.SEED_DEMO_DATA) await seedIfEmpty(db, logger);
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD && !(await hasAdmin(db))) {
        await upsertAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
        logger.info({ email: config.ADMIN_EMAIL }, 'created the first admin from ADMIN_EMAIL');
      }
    });
    app = await buildApp({ config, database, logger, webRoot: defaultWebRoot() });
    const catalogue = app.services.catalogue;
    const changes = followCatalogue(connection, catalogue, logger);
    listener = changes;
    settingsListener = followSettings(connection, app.services.settings.store, logger);
    // Build the catalogue once changes are heard, so the first pages already get their hints.
    void changes.listening.then(() => catalogue.body()).catch(() => undefined);
    // The sweeps, the mail sender's wake-ups, the backups and clean-ups: one instance at a time.
    await jobs.start(
      storeJobs({ config, services: app.services, pool: database.pool, log: logger }),
    );
    // Mail left from before this start goes now rather than at the first wake-up.
    app.services.mail.kick();
    await app.listen({ host: config.HOST, port: config.PORT });
    // Pictures stored before processing (older uploads, the demo's drawings): in the background.
    prepared = app.services.media
      .prepareAll(preparing.signal)
      .then((count) => count && logger.info({ count }, 'processed the stored pictures'))
      .catch((error: unknown) => logger.warn({ err: error }, 'stored pictures not processed'));
    return { app, database, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
