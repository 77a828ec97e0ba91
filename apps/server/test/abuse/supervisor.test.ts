import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../helpers/process-test';
import { freePort, serverDir, waitHealthy } from '../helpers/server-process';
import { isAlive } from '../../src/db/process-check';

const START = pathToFileURL(path.resolve(serverDir, '../../scripts/start.mjs')).href;

/** A tiny server in the store's place: answers its pid, and exits with N when asked /exit/N. */
const TINY_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  const exit = /^\\/exit\\/(\\d+)$/.exec(req.url);
  res.end(String(process.pid), () => exit && process.exit(Number(exit[1])));
});
server.listen(Number(process.env.TINY_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

interface Supervisor {
  child: ChildProcess;
  url: string;
  log: () => string;
  exited: Promise<number | null>;
}

const running: Supervisor[] = [];
// Stopped as a service manager would, so that no server is left behind by a failed test.
afterEach(async () => {
  for (const { child, exited } of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

/** `npm start`'s supervisor (scripts/start.mjs) running `node ...args`. */
async function supervise(
  args = ['-e', TINY_SERVER],
  env: Record<string, string> = {},
): Promise<Supervisor> {
  const port = await freePort();
  const driver = `import { supervise } from ${JSON.stringify(START)};
supervise(process.execPath, ${JSON.stringify(args)});`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', driver], {
    env: { PATH: process.env.PATH ?? '', TINY_PORT: String(port), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const supervisor = { child, url: `http://127.0.0.1:${port}`, log: () => log, exited };
  running.push(supervisor);
  return supervisor;
}

/** The pid of the tiny server once one other than `not` answers; and how long that took. */
async function servingPid(s: Supervisor, not?: number): Promise<{ pid: number; ms: number }> {
  const t0 = Date.now();
  while (Date.now() - t0 < 10_000) {
    const pid = await fetch(s.url).then(
      async (res) => Number(await res.text()),
      () => undefined,
    );
    if (pid && pid !== not) return { pid, ms: Date.now() - t0 };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing served in 10 s:\n${s.log()}`);
}

describe('npm start keeps the server running (issue #23)', () => {
  it('starts it again after a kill -9, waiting longer each time', async () => {
    const s = await supervise();
    const first = await servingPid(s);
    process.kill(first.pid, 'SIGKILL');
    const second = await servingPid(s, first.pid);
    expect(s.log()).toContain('the server was killed by SIGKILL; starting it again in 1 s');
    expect(second.ms).toBeGreaterThanOrEqual(900);

    process.kill(second.pid, 'SIGKILL');
    const third = await servingPid(s, second.pid);
    expect(s.log()).toContain('the server was killed by SIGKILL; starting it again in 2 s');
    expect(third.ms).toBeGreaterThanOrEqual(1_900);
  });

  it('starts it again after a crash', async () => {
    const s = await supervise();
    const first = await servingPid(s);
    await fetch(`${s.url}/exit/1`);
    await servingPid(s, first.pid);
    expect(s.log()).toContain('the server exited with code 1; starting it again in 1 s');
  });

  it('stops with it on a clean exit, and on a configuration error (78)', async () => {
    const clean = await supervise();
    await servingPid(clean);
    await fetch(`${clean.url}/exit/0`);
    expect(await clean.exited).toBe(0);

    const refused = await supervise();
    await servingPid(refused);
    await fetch(`${refused.url}/exit/78`);
    expect(await refused.exited).toBe(78);
    expect(refused.log()).toContain('not starting the server again');
  });

  it('passes SIGTERM on, and exits when the server has stopped', async () => {
    const s = await supervise();
    const { pid } = await servingPid(s);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(isAlive(pid)).toBe(false);
    expect(s.log()).not.toContain('starting it again');
  });
});

describe('npm start with the built server', () => {
  const main = path.join(serverDir, 'dist/main.js');
  const processes = serverProcesses();
  let env: Record<string, string>;
  beforeAll(async () => {
    env = { ...(await processes.emptyStoreEnv('supervised')), LOG_LEVEL: 'info' };
  });

  /** The pids of the servers that said they were open, in order (pino writes each line's pid). */
  const openedPids = (s: Supervisor) =>
    [...s.log().matchAll(/^\{.*"pid":(\d+).*the store is open.*$/gm)].map((m) => Number(m[1]));

  it('serves again after the server is killed, and stops with it on SIGTERM', async () => {
    const s = await supervise([main], env);
    const server = { url: s.url, exited: s.exited, output: s.log, child: s.child };
    await waitHealthy(server);
    const [first] = openedPids(s);
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => openedPids(s).length, { timeout: 15_000 }).toBe(2);
    await waitHealthy(server);
    expect(s.log()).toContain('the server was killed by SIGKILL; starting it again in 1 s');

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(isAlive(openedPids(s)[1]!)).toBe(false);
  });

  it('does not start it again after a configuration error (exit code 78)', async () => {
    const s = await supervise([main], { ...env, PORT: 'not-a-port' });
    expect(await s.exited).toBe(78);
    expect(s.log()).toContain('PORT');
    expect(s.log()).not.toContain('starting it again');
  });
});
