import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { describeCounts } from '../db/store-file';
import { writeStoreFile } from '../services/backup/write-store-file';
import { databaseSettings, openDatabase } from './open-database';
import { runCli } from './run-cli';

/**
 * `npm run db:export -- --out store.json`: writes every table of the store's database
 * (DATABASE_URL's, else the embedded one of DATA_DIR) to one file, from one consistent snapshot,
 * reading the rows through a cursor so that a large images table is never held in memory; a name
 * ending in .gz is gzip-compressed. The format is described in db/store-file.ts; `db:import`
 * reads it back. `npm run backup` writes the same file, compressed, with a dated name.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    process.stderr.write('Usage: npm run db:export -- --out store.json\n');
    process.exit(2);
  }
  const out = path.resolve(values.out);
  const settings = databaseSettings();
  const log = pino({ level: 'warn' }, pino.destination(2));
  const opened = await openDatabase(settings, log);
  const client = await opened.database.pool.connect();
  try {
    // Written under a hidden name and renamed at the end: a failed export never looks complete.
    const { counts, bytes } = await writeStoreFile(client, out, { compress: out.endsWith('.gz') });
    process.stdout.write(
      `Exported ${describeCounts(counts)} from ${opened.description} to ${out} ` +
        `(${(bytes / 1_048_576).toFixed(1)} MB).\n`,
    );
  } finally {
    client.release();
    await opened.close();
  }
}

runCli(main);
