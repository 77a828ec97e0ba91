// Writes the API's OpenAPI document, built from the routes' schemas without a database or a
// listening socket: `tsx scripts/openapi.ts [--out file]` (standard output without --out).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/database';

/** The document the app serves at /api/openapi.json, for the store's default configuration. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-openapi-'));
  const logger = pino({ level: 'warn' });
  // A pool that is never used: building the app runs no query.
  const database = connect({ connectionString: 'postgres://127.0.0.1:1/unused' }, logger);
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'unused-secret-that-is-long-enough-0123456789',
    });
    const app = await buildApp({ config, database, logger });
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--out');
  const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
  if (at > 0 && process.argv[at + 1]) await fs.writeFile(process.argv[at + 1]!, text);
  else process.stdout.write(text);
}
