import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCounts } from '../db/store-file';
import { importStoreFile } from './import-file';
import { runCli } from './run-cli';

/**
 * `npm run restore -- --in FILE`: loads a backup (`npm run backup`, the daily one, or a
 * `db:export` file) into the store's database (DATABASE_URL's, else the embedded one of DATA_DIR),
 * which must be empty: a restore never mixes into, nor deletes, a store that has data.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { in: { type: 'string' } } });
  if (!values.in) {
    process.stderr.write('Usage: npm run restore -- --in FILE\n');
    process.exit(2);
  }
  const { counts, description } = await importStoreFile(path.resolve(values.in), {
    force: false,
    notEmptyAdvice:
      'A restore goes into an empty database: give a new DATA_DIR (or a new, empty database as ' +
      'DATABASE_URL), restore, then start the store on it (docs/deploy.md, "Restoring a backup").',
  });
  process.stdout.write(`Restored ${describeCounts(counts)} into ${description}.\n`);
  process.stdout.write('Start the store on it (or restart the one running on it) to serve it.\n');
}

runCli(main);
