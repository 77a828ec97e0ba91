import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config';
import { describeCounts } from '../db/store-file';
import { backupSettings } from '../services/backup/backup-settings';
import { takeBackup, type TakenBackup } from '../services/backup/take-backup';
import { writeStoreFile } from '../services/backup/write-store-file';
import { databaseSettings, openDatabase } from './open-database';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run backup [-- --out FILE]\n';

/**
 * `npm run backup`: one backup now, as the daily one is written (compressed, whole or not at
 * all) into BACKUP_DIR, keeping BACKUP_KEEP; or `-- --out FILE` to that file alone. It reads the
 * database of the store (DATABASE_URL's, else the embedded one of DATA_DIR) while the store runs
 * or with it stopped. `npm run restore -- --in FILE` loads it into an empty store.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const database = databaseSettings();
  const env = process.env;
  const settings = backupSettings({
    ...loadConfig({
      DATA_DIR: env.DATA_DIR,
      BACKUP_DIR: env.BACKUP_DIR,
      BACKUP_KEEP: env.BACKUP_KEEP,
      SHOP_TIMEZONE: env.SHOP_TIMEZONE,
    }),
    DATABASE_URL: database.DATABASE_URL,
  });
  const dir = settings.dir;
  if (!values.out && !dir) {
    process.stderr.write(
      `${USAGE}With DATABASE_URL (or BACKUP_DIR=off) there is no backups' folder: set BACKUP_DIR, or give --out FILE.\n`,
    );
    process.exit(2);
  }
  const log = pino({ level: 'warn' }, pino.destination(2));
  const opened = await openDatabase(database, log);
  const client = await opened.database.pool.connect();
  try {
    const written: TakenBackup = values.out
      ? {
          ...(await writeStoreFile(client, path.resolve(values.out), { compress: true })),
          removed: [],
        }
      : await takeBackup(client, { ...settings, dir: dir! }, new Date());
    process.stdout.write(
      `Backed up ${describeCounts(written.counts)} from ${opened.description} to ${written.file} ` +
        `(${(written.bytes / 1_048_576).toFixed(1)} MB).\n`,
    );
    if (written.removed.length) {
      process.stdout.write(`Removed the oldest: ${written.removed.join(', ')}.\n`);
    }
  } finally {
    client.release();
    await opened.close();
  }
}

runCli(main);
