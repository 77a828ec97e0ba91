// Cold start: from spawning `node apps/server/dist/main.js` (what `npm start` runs on a built
// tree) to the first 200 of GET /api/products/, on an empty DATA_DIR and on a seeded one.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  deadline,
  freePort,
  onCleanup,
  record,
  ROOT,
  SERVER_MAIN,
  STORE_NODE,
  stopChild,
  stopLeftoverPostgres,
  tempDir,
} from './lib/server.mjs';
import { STORE_NODE_FLAGS } from '../scripts/store-node-flags.mjs';

const RUNS = 3;
const POLL_MS = 20;
const START_TIMEOUT = 60_000;
const TARGET_MS = 3_000; // a seeded store answers its catalogue within 3 s of being started
const BASELINE = "require('http').createServer().listen(0, () => process.exit())";
// Milestones the server logs at level info (pino, one JSON object a line).
const MILESTONES = {
  initdb: 'creating the embedded PostgreSQL cluster',
  seeded: 'seeded the demo catalogue',
  listening: 'Server listening at',
};

deadline(180_000, 'cold-start');

/** GET with a short timeout; resolves to the status, or undefined when nothing answered. */
function status(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 2_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(undefined));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
  });
}

/** `node -e` that only listens on a port and exits: the floor for any Node server's start. */
async function baseline() {
  const t0 = performance.now();
  const child = spawn(STORE_NODE, ['-e', BASELINE], { stdio: 'ignore' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the baseline node exited ${code}`);
  return performance.now() - t0;
}

/**
 * Stops a server for good, whatever it was doing: SIGTERM (SIGKILL after 10 s), then SIGKILL to
 * what is left in its process group (an initdb it was running when it died), then the PostgreSQL
 * it may have started (its own process group). Only then may its folder be removed.
 */
async function stopHard({ child, exited, dataDir }) {
  await stopChild(child, exited, 10_000);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // nothing left in the group
  }
  await stopLeftoverPostgres(dataDir);
}

let current; // the server running now, if any
const dirs = new Set(); // the DATA_DIRs to remove
// One cleanup, in order: the server and everything it started, then the folders.
onCleanup(async () => {
  if (current) await stopHard(current);
  await Promise.all([...dirs].map((d) => fs.rm(d, { recursive: true, force: true })));
});

/**
 * Spawns the server on `dataDir`, polls GET /api/products/ every POLL_MS until it answers 200,
 * then stops it with SIGTERM. Times are ms from the spawn.
 */
async function startOnce(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'info'; // the default, as with `npm start`; its lines give the milestones
  delete env.DATABASE_URL; // always the embedded database
  delete env.NODE_ENV; // production refuses the sandbox payment and mail settings
  const url = `http://127.0.0.1:${port}/api/products/`;
  const epoch = Date.now();
  const t0 = performance.now();
  // Its own process group, so that what it starts can be ended with it if it is interrupted.
  const child = spawn(STORE_NODE, [...STORE_NODE_FLAGS, SERVER_MAIN], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  current = { child, exited, dataDir };
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (c) => (log += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (log += c));
  try {
    let firstAnswer;
    let ready;
    while (ready === undefined) {
      const elapsed = performance.now() - t0;
      if (elapsed > START_TIMEOUT) throw new Error(`no 200 from ${url} within ${START_TIMEOUT} ms`);
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
      }
      const code = await status(url);
      const at = performance.now() - t0;
      if (code !== undefined) firstAnswer ??= at;
      if (code === 200) ready = at;
      else await sleep(POLL_MS);
    }
    const milestones = {};
    for (const line of log.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line);
        for (const [name, text] of Object.entries(MILESTONES)) {
          if (entry.msg?.startsWith(text)) milestones[name] ??= entry.time - epoch;
        }
      } catch {
        // not a log line
      }
    }
    const s0 = performance.now();
    const clean = await stopChild(child, exited, 30_000);
    const stop = performance.now() - s0;
    if (!clean) {
      await stopLeftoverPostgres(dataDir);
      throw new Error(`the server did not stop within 30 s of SIGTERM\n${log.slice(-2000)}`);
    }
    if (child.exitCode !== 0) throw new Error(`the server exited ${child.exitCode} on SIGTERM`);
    return { firstAnswer, ready, stop, ...milestones };
  } catch (error) {
    await stopHard(current);
    throw new Error(`${error.message}\n${log.slice(-2000)}`);
  } finally {
    current = undefined;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => (v === undefined ? '?' : `${Math.round(v)} ms`);

try {
  console.log(
    `cold-start: ${RUNS} runs, each a fresh DATA_DIR started empty, stopped (SIGTERM), started ` +
      `again; GET /api/products/ polled every ${POLL_MS} ms`,
  );
  await baseline(); // untimed: brings node into the page cache
  const runs = { baseline: [], empty: [], seeded: [] };
  for (let i = 0; i < RUNS; i++) {
    const dir = await tempDir('avb-cs-');
    dirs.add(dir);
    runs.baseline.push(await baseline());
    runs.empty.push(await startOnce(dir));
    runs.seeded.push(await startOnce(dir));
    await fs.rm(dir, { recursive: true, force: true });
    dirs.delete(dir);
    const [e, s, b] = [runs.empty[i], runs.seeded[i], runs.baseline[i]];
    console.log(`  run ${i + 1}: empty ${ms(e.ready)}, seeded ${ms(s.ready)}, baseline ${ms(b)}`);
  }
  const med = (list, key) => median(list.map((r) => r[key]).filter((v) => v !== undefined));
  const summary = {
    baseline: median(runs.baseline),
    empty: Object.fromEntries(Object.keys(runs.empty[0]).map((k) => [k, med(runs.empty, k)])),
    seeded: Object.fromEntries(Object.keys(runs.seeded[0]).map((k) => [k, med(runs.seeded, k)])),
  };
  const detail = (r) =>
    [
      r.initdb !== undefined && `initdb from ${ms(r.initdb)}`,
      r.seeded !== undefined && `seeded at ${ms(r.seeded)}`,
      `listening at ${ms(r.listening)}`,
      `first answer ${ms(r.firstAnswer)}`,
      `first 200 ${ms(r.ready)}`,
      `SIGTERM to exit ${ms(r.stop)}`,
    ]
      .filter(Boolean)
      .join(', ');
  const lines = [
    `empty DATA_DIR (initdb, migrations, seed): median ${ms(summary.empty.ready)} to the first ` +
      `200; runs ${runs.empty.map((r) => ms(r.ready)).join(', ')}`,
    ...runs.empty.map((r, i) => `  run ${i + 1}: ${detail(r)}`),
    `seeded DATA_DIR: median ${ms(summary.seeded.ready)} to the first 200; runs ` +
      runs.seeded.map((r) => ms(r.ready)).join(', '),
    ...runs.seeded.map((r, i) => `  run ${i + 1}: ${detail(r)}`),
    `baseline (node -e listen then exit): median ${ms(summary.baseline)}; runs ` +
      runs.baseline.map(ms).join(', '),
    'milestones are ms from the spawn, read from the server log (pino time, 1 ms resolution)',
  ];
  await record('cold-start', {
    headline:
      `seeded ${ms(summary.seeded.ready)}, empty ${ms(summary.empty.ready)} to the first 200 ` +
      `of /api/products/ (bare node ${ms(summary.baseline)})`,
    target: `seeded under ${TARGET_MS / 1000} s`,
    ok: summary.seeded.ready < TARGET_MS,
    lines,
    metrics: { runs, median: summary, pollMs: POLL_MS },
  });
} catch (error) {
  console.error(`cold-start: ${error.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all([...dirs].map((d) => fs.rm(d, { recursive: true, force: true })));
}
