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

/** How often each instance looks for mail to send besides its own, and for retries. */
const MAIL_POLL_MS = 5_000;

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
  const database = connect(connection, logger);
  let app: FastifyInstance | undefined;
  let listener: { close(): Promise<void> } | undefined;
  let settingsListener: { close(): Promise<void> } | undefined;
  let stopSweep: (() => void) | undefined;
  let stopBackups: (() => Promise<void>) | undefined;
  // The stored pictures' processing stops between two pictures when the store does, before the
  // pool it works with is closed.
  const preparing = new AbortController();
  let prepared: Promise<unknown> | undefined;
  const close = async () => {
    stopSweep?.();
    preparing.abort();
    // A backup being written stops too (its partial file removed), before the pool closes.
    const backupStopped = stopBackups?.();
    await prepared;
    await backupStopped;
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
    const stopExpiry = app.services.expiry.start();
    const stopLowStock = app.services.reports.startLowStockChecks();
    stopSweep = () => {
      stopExpiry();
      stopLowStock();
    };
    stopBackups = app.services.backup.start();
    // Mail recorded by any instance, and mail to try again (docs/architecture.md#mail).
    app.services.mail.start(MAIL_POLL_MS);
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
