import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { connect, migrateAndPrepare } from '../db/database';
import { startEmbeddedDatabase } from '../db/embedded';
import { isRunning } from '../db/process-check';
import { upsertAdmin } from '../services/auth/admin-account';

/**
 * `npm run admin:create -- --email … --password …`: creates the shop's admin, or promotes an
 * existing account. Works on the external database, on a running store's embedded one (through
 * its socket), or starts the embedded one for the moment.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    process.stderr.write(
      'Usage: npm run admin:create -- --email admin@example.lk --password "a long passphrase"\n',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  const dataDir = path.resolve(config.DATA_DIR);
  const pidFile = path.join(dataDir, 'server.pid');
  const running =
    fs.existsSync(pidFile) && (await isRunning(Number(fs.readFileSync(pidFile, 'utf8')), 'node'));
  const embedded =
    config.DATABASE_URL || running ? undefined : await startEmbeddedDatabase(dataDir, log);
  const connection = config.DATABASE_URL
    ? { connectionString: config.DATABASE_URL }
    : (embedded?.connection ?? {
        host: path.join(dataDir, 'run'),
        port: 5432,
        user: 'postgres',
        database: 'postgres',
      });
  const database = connect(connection, log);
  try {
    let outcome = '';
    await migrateAndPrepare(database, async (db) => {
      outcome = await upsertAdmin(db, values.email!, values.password!);
    });
    process.stdout.write(`Admin ${values.email} ${outcome}.\n`);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
