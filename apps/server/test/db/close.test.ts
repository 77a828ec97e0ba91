import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/database';
import { startEmbeddedDatabase } from '../../src/db/embedded';

/**
 * A tool or the store closes its pool, then stops its embedded PostgreSQL. The stop must find
 * no session still open: one would be cut with "FATAL: terminating connection due to
 * administrator command", which the supervisor reports as a warning (and a command-line tool
 * prints on stderr).
 */

let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-close-'));
  await fs.chmod(dir, 0o755);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('closing the database, then stopping the embedded PostgreSQL', () => {
  it('ends every pooled session before the stop, so nothing is cut', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    for (let round = 0; round < 5; round++) {
      const embedded = await startEmbeddedDatabase(dir, log);
      const database = connect(embedded.connection, log);
      // Ten sessions open and idle in the pool, as after a busy moment.
      await Promise.all(
        Array.from({ length: 10 }, () => database.pool.query('SELECT pg_sleep(0.05)')),
      );
      expect(database.pool.totalCount).toBe(10);
      await database.close();
      await embedded.stop();
    }
    expect(lines).toEqual([]);
  }, 120_000);
});
