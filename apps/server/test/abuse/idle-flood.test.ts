import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../helpers/process-test';
import { waitHealthy, type ServerProcess } from '../helpers/server-process';
import { rawSockets } from './raw-socket';

const OPEN_FILES = 256;

/**
 * Issue #23: 4,200 silent connections against an open-file limit of 4,096 left 61 of 100 new
 * visitors unserved. Here the same at a smaller scale: the built server's limit lowered to 256
 * open files, and 300 silent connections.
 */
describe('a flood of silent connections against the open-file limit', () => {
  const processes = serverProcesses();
  let server: ServerProcess;
  const sockets = rawSockets();
  beforeAll(async () => {
    server = await processes.start({
      ...(await processes.emptyStoreEnv('flood')),
      LOG_LEVEL: 'warn',
      CONNECTION_IDLE_TIMEOUT: '2s',
    });
    await waitHealthy(server);
    execFileSync('prlimit', [`--pid=${server.child.pid}`, `--nofile=${OPEN_FILES}:${OPEN_FILES}`]);
  });
  afterAll(() => sockets.destroyAll());

  it('serves new visitors once the silent ones are closed', async () => {
    const port = Number(new URL(server.url).port);
    const t0 = Date.now();
    const silent = Array.from({ length: OPEN_FILES + 44 }, () => sockets.open(port, t0));
    await Promise.all(silent.map((s) => s.connected));
    const visit = () =>
      fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.status,
        () => 0,
      );
    // 100 visitors, as in the issue, a second after the silent ones should have been closed.
    await new Promise((resolve) => setTimeout(resolve, 3_000 - (Date.now() - t0)));
    const statuses = await Promise.all(Array.from({ length: 100 }, visit));
    const served = statuses.filter((status) => status === 200).length;
    const closedAt = await Promise.race([
      Promise.all(silent.map((s) => s.closed)),
      new Promise<number[]>((resolve) => setTimeout(() => resolve([]), 1_000)),
    ]);
    const lastClosed = closedAt.length ? `after ${Math.max(...closedAt)} ms` : 'not in 4 s';
    console.log(
      `${served} of 100 visitors served 3 s after ${silent.length} silent connections, ` +
        `the last of which was closed ${lastClosed}`,
    );
    expect(served).toBe(100);
    expect(closedAt.length && Math.max(...closedAt)).toBeLessThan(3_000);
    expect(server.child.exitCode).toBeNull();
  });
});
