import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../test/helpers/process-test';
import { serverDir, waitHealthy, type ServerProcess } from '../test/helpers/server-process';
import { isAlive } from '../src/db/process-check';

/** The pids of the servers that said they were open, in order (pino writes each line's pid). */
const openedPids = (output: string) =>
  [...output.matchAll(/^\{.*"pid":(\d+).*the store is open.*$/gm)].map((m) => Number(m[1]));

/**
 * `node scripts/start.mjs`, what `npm start` runs, as a script (building what is stale first):
 * the server it starts is killed, and served again (issue #23).
 */
describe('npm start', () => {
  const processes = serverProcesses({ build: false });
  let store: ServerProcess;
  beforeAll(async () => {
    store = await processes.start(await processes.emptyStoreEnv('npm-start'), {
      script: path.resolve(serverDir, '../../scripts/start.mjs'),
    });
    await waitHealthy(store, 170_000);
  }, 180_000);

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
