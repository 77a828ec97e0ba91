import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseUrl,
  freePort,
  serverDir,
  waitHealthy,
  type ServerProcess,
} from '../test/helpers/server-process';
import { createTestDatabase } from '../test/helpers/test-app';
import { isAlive } from '../src/db/process-check';

/** The pids of the servers that said they were open, in order (pino writes each line's pid). */
const openedPids = (output: string) =>
  [...output.matchAll(/^\{.*"pid":(\d+).*the store is open.*$/gm)].map((m) => Number(m[1]));

/**
 * `node scripts/start.mjs`, what `npm start` runs, as a script (building what is stale first):
 * the server it starts is killed, and served again (issue #23).
 */
describe('npm start', () => {
  let store: ServerProcess;
  let drop: () => Promise<void>;
  let dataDir: string;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-npm-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, [path.resolve(serverDir, '../../scripts/start.mjs')], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: databaseUrl(database.connection),
        JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    store = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
    await waitHealthy(store, 170_000);
  }, 180_000);
  afterAll(async () => {
    if (store.child.exitCode === null && store.child.signalCode === null) {
      store.child.kill('SIGTERM');
      await store.exited;
    }
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves again after its server is killed, and stops with it on SIGTERM', async () => {
    const [first] = openedPids(store.output());
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => openedPids(store.output()).length, { timeout: 20_000 }).toBe(2);
    await waitHealthy(store);
    expect(store.output()).toContain('the server was killed by SIGKILL; starting it again in 1 s');

    const second = openedPids(store.output())[1]!;
    store.child.kill('SIGTERM');
    expect(await store.exited).toBe(0);
    expect(isAlive(second)).toBe(false);
  });
});
