import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { STORE_NODE_FLAGS } from '../../scripts/store-node-flags.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// STORE_MAIN: another build of the store to measure (an A/B run of two trees), else this one's.
export const SERVER_MAIN = process.env.STORE_MAIN
  ? path.resolve(process.env.STORE_MAIN)
  : path.join(ROOT, 'apps/server/dist/main.js');
// STORE_NODE: the Node.js binary the store runs on. By default Node 24, the active LTS that
// docs/deploy.md recommends, when CI has put one at NODE_24_DIR (the store's node took 3.7 ms of
// CPU per order on it against 5.5 ms on Node 20, issue #29); else the one running the benchmark.
export const STORE_NODE =
  process.env.STORE_NODE ??
  (process.env.NODE_24_DIR ? path.join(process.env.NODE_24_DIR, 'node') : process.execPath);
let askedVersion;
/** The version of STORE_NODE ('v24.21.0'), asked once. */
export function storeNodeVersion() {
  askedVersion ??=
    STORE_NODE === process.execPath
      ? process.version
      : spawnSync(STORE_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return askedVersion;
}
const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));

// Whatever a benchmark started is stopped here too when it is interrupted or runs out of time.
const cleanups = new Set();
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}
async function cleanupAll() {
  await Promise.allSettled([...cleanups].map((fn) => fn()));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: stopping what this benchmark started`);
    cleanupAll().finally(() => process.exit(130));
  });
}

/** Ends the benchmark (stopping what it started) if it is still running after `ms`. */
export function deadline(ms, what) {
  setTimeout(() => {
    console.error(`${what}: still running after ${Math.round(ms / 1000)} s, giving up`);
    cleanupAll().finally(() => process.exit(1));
  }, ms).unref();
}

/** A temp folder; 0o755 because nginx workers and the embedded PostgreSQL run as other users. */
export async function tempDir(prefix) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

/** A port in 3200-3299 (the range these benchmarks may use) that binds on 127.0.0.1 right now. */
export async function freePort() {
  const start = Math.floor(Math.random() * 100); // two runs at once rarely probe the same port
  for (let i = 0; i < 100; i++) {
    const port = 3200 + ((start + i) % 100);
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3200-3299 on 127.0.0.1');
}

/** GET with node's http module: the body comes back as the raw bytes sent, never decompressed. */
export function get(url, headers = {}, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });
}

/** Polls `url` until it answers 200; fails early when `child` exits. */
export async function waitFor200(url, child, timeoutMs, log = () => '') {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `exited (${child.exitCode ?? child.signalCode}) before ${url} answered\n${log()}`,
      );
    }
    const res = await get(url, {}, 2_000).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s\n${log()}`);
}

/** Sends SIGTERM, waits up to `graceMs`, then SIGKILL. Resolves once the child has exited. */
export async function stopChild(child, exited, graceMs = 30_000, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  child.kill(signal);
  if (await Promise.race([exited.then(() => true), sleep(graceMs, false, { ref: false })]))
    return true;
  child.kill('SIGKILL');
  await exited;
  return false;
}

/**
 * The store as a shop runs it, for `startStore`'s env: NODE_ENV=production (React, which renders
 * the mails, and the other libraries in their production builds), with DEMO=true, which lets a
 * production store keep its mail in the outbox and take sandbox payments, and a JWT secret.
 */
export function productionEnv() {
  return {
    NODE_ENV: 'production',
    DEMO: 'true',
    JWT_SECRET: randomBytes(30).toString('base64url'),
  };
}

/**
 * Starts the built store (apps/server/dist/main.js) on a free port with a fresh DATA_DIR,
 * waits for GET /api/health, and returns { url, port, pid, dataDir, stop }.
 * `env`: extra variables, set last. Without it the store always runs on its embedded database;
 * a benchmark that passes DATABASE_URL must point it at a throw-away database of its own.
 */
export async function startStore({ timeoutMs = 60_000, env: extraEnv = {} } = {}) {
  const dataDir = await tempDir('avb-');
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL; // always the embedded database: a benchmark must never touch a real one
  delete env.NODE_ENV; // production refuses to start with the sandbox payment and mail settings
  env.BACKUP_DIR = 'off'; // a daily backup a minute after start would run inside a measurement
  Object.assign(env, extraEnv);
  // The flags `npm start` gives it, then STORE_NODE_ARGS: more node flags for the store, e.g.
  // --cpu-prof to profile it under a benchmark.
  const nodeArgs = [
    ...STORE_NODE_FLAGS,
    ...(process.env.STORE_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(STORE_NODE, [...nodeArgs, SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let tail = '';
  const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      const clean = await stopChild(child, exited);
      // A killed server leaves its PostgreSQL (own process group) running on the folder.
      if (!clean) await stopLeftoverPostgres(dataDir);
      await fs.rm(dataDir, { recursive: true, force: true });
      forget();
    })());
  const forget = onCleanup(stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${url}/api/health`, child, timeoutMs, () => tail);
  } catch (error) {
    await stop();
    throw new Error(`the store did not start: ${error.message}`);
  }
  return { url, port, pid: child.pid, dataDir, stop, log: () => tail };
}

/** The leftover PostgreSQL of a killed store (its own process group) is stopped here. */
export async function stopLeftoverPostgres(dataDir) {
  const text = await fs
    .readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')
    .catch(() => '');
  const pid = Number(text.split('\n')[0]);
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!pid || !cmdline.includes(dataDir)) return; // gone, or the pid now belongs to another
  try {
    process.kill(pid, 'SIGQUIT');
    await sleep(2_000);
  } catch {
    // already gone
  }
}

/**
 * Prints a result and appends it to bench/results/<name>.json (a JSON array, git-ignored).
 * `result`: { headline, target, ok, lines?, metrics? }; `lines` are printed after the headline.
 */
export async function record(name, result) {
  const entry = { at: new Date().toISOString(), name, storeNode: storeNodeVersion(), ...result };
  const verdict = result.ok ? 'met' : 'MISSED';
  console.log(`\n${name}: ${result.headline} (target ${result.target}: ${verdict})`);
  for (const line of result.lines ?? []) console.log(`  ${line}`);
  console.log(`  the store on Node ${entry.storeNode}`);
  await fs.mkdir(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${name}.json`);
  let list = [];
  try {
    list = JSON.parse(await fs.readFile(file, 'utf8'));
    if (!Array.isArray(list)) throw new Error('not an array');
  } catch (error) {
    if (error.code !== 'ENOENT') {
      console.error(`${file} was unreadable (${error.message}); starting it anew`);
    }
    list = [];
  }
  list.push(entry);
  await fs.writeFile(file, `${JSON.stringify(list, null, 2)}\n`);
  return entry;
}

/** The newest entry of bench/results/<name>.json written at or after `since` (ms), if any. */
export async function latestResult(name, since) {
  const text = await fs.readFile(path.join(RESULTS, `${name}.json`), 'utf8').catch(() => '[]');
  const list = JSON.parse(text);
  const last = list.at(-1);
  return last && Date.parse(last.at) >= since ? last : undefined;
}
