import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file creates its own database: the embedded cluster or DATABASE_URL's. */
    adminConnection: {
      connectionString?: string;
      host?: string;
      port?: number;
      user?: string;
      database?: string;
    };
    dbKind: 'embedded' | 'external';
  }
}

/**
 * TEST_DB=external runs the API tests on DATABASE_URL's server; otherwise (default) on one
 * embedded PostgreSQL shared by the run, each test file in a database of its own.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'external' ? 'external' : 'embedded';
  project.provide('dbKind', kind);
  if (kind === 'external') {
    if (!process.env.DATABASE_URL) throw new Error('TEST_DB=external needs DATABASE_URL');
    project.provide('adminConnection', { connectionString: process.env.DATABASE_URL });
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-test-'));
  await fs.chmod(dir, 0o755);
  const embedded: EmbeddedDatabase = await startEmbeddedDatabase(dir, pino({ level: 'warn' }));
  project.provide('adminConnection', embedded.connection as { host: string });
  return async () => {
    await embedded.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
