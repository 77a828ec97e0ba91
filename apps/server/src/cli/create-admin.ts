import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config';
import { migrateAndPrepare } from '../db/database';
import { upsertAdmin } from '../services/auth/admin-account';
import { openDatabase } from './open-database';
import { runCli } from './run-cli';

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
  const { database, close } = await openDatabase(config, log);
  try {
    let outcome = '';
    await migrateAndPrepare(database, async (db) => {
      outcome = await upsertAdmin(db, values.email!, values.password!);
    });
    process.stdout.write(`Admin ${values.email} ${outcome}.\n`);
  } finally {
    await close();
  }
}

runCli(main);
