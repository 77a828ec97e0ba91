// `npm start` as a shop would run it, with the Node.js on PATH (CI puts Node 24 there): a store on
// a fresh data folder of its own and a spare port must answer its health check, Home and the
// products API, then stop cleanly when asked (SIGTERM). Exits non-zero, saying why, otherwise.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const STARTUP_MS = 180_000;
const STOP_MS = 30_000;

const port = await sparePort();
const dataDir = mkdtempSync(join(tmpdir(), 'avstore-start-check-'));
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
};
const store = spawn('npm', ['start'], { cwd: root, env, stdio: 'inherit', detached: true });
const exited = new Promise((resolve) =>
  store.on('exit', (code, signal) => resolve({ code, signal })),
);

try {
  console.log(`start-check: npm start on Node ${process.version}, port ${port}`);
  await until(async () => (await fetch(`${base}/api/health`)).ok, STARTUP_MS, exited);
  for (const path of ['/', '/api/products?limit=1']) {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  // As a service manager stops it: SIGTERM to npm, which passes it on; every process of the
  // store (the supervisor, the server, its PostgreSQL) must be gone before the folder is.
  store.kill('SIGTERM');
  const stopped = await Promise.race([exited, delay(STOP_MS).then(() => undefined)]);
  if (!stopped) throw new Error(`npm start did not stop within ${STOP_MS / 1000} s of SIGTERM`);
  await until(async () => !groupAlive(store.pid), STOP_MS);
  console.log('start-check: started, answered and stopped cleanly');
} catch (error) {
  console.error(`start-check: ${error instanceof Error ? error.message : error}`);
  try {
    process.kill(-store.pid, 'SIGKILL');
  } catch {
    // gone already
  }
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Polls `ready` until it holds; fails early if the store exits meanwhile. */
async function until(ready, withinMs, exit) {
  let gone;
  exit?.then((how) => (gone = how));
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`npm start exited (${gone.signal ?? `code ${gone.code}`})`);
    if (await ready().catch(() => false)) return;
    await delay(500);
  }
  throw new Error(`not ready within ${withinMs / 1000} s`);
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
    server.on('error', reject);
  });
}
