import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCounts } from '../db/store-file';
import { importStoreFile } from './import-file';
import { runCli } from './run-cli';

/**
 * `npm run db:import -- --in store.json [--force]`: loads a file of `db:export` (or a backup)
 * into the store's database, which must be empty unless --force (import-file.ts).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { in: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (!values.in) {
    process.stderr.write('Usage: npm run db:import -- --in store.json [--force]\n');
    process.exit(2);
  }
  const { counts, description } = await importStoreFile(path.resolve(values.in), {
    force: values.force ?? false,
    notEmptyAdvice:
      'Import into an empty database, or run again with --force to delete everything in this one first.',
  });
  process.stdout.write(`Imported ${describeCounts(counts)} into ${description}.\n`);
}

runCli(main);
