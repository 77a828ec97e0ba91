// The order path against its limit: the SQL one order sends (lib/order-sql.mjs), replayed by
// pgbench with as many clients as the store has buyers, on the store's own embedded PostgreSQL,
// then the store's orders/s in the same run; the store's figure as a ratio of the limit's.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LIFTED_LIMITS, signIn } from './lib/buyers.mjs';
import { jsonClient } from './lib/http-json.mjs';
import { cpuNow, latencySummary, placeOrders, productsInStock } from './lib/order-load.mjs';
import { describeDrain, drainMail } from './lib/mail-drain.mjs';
import { orderScript, writeDrawnOrders } from './lib/order-sql.mjs';
import { cpuSeconds } from './lib/proc.mjs';
import { connectEmbedded, picturesProcessed } from './lib/seed-products.mjs';
import { describeWaits, sampleWaits } from './lib/wait-sampler.mjs';
import { deadline, productionEnv, record, startStore, tempDir } from './lib/server.mjs';

const BUYERS = 32;
const WARMUP = 3;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const STOCK = 1_000_000;
const TARGET = 0.7;
/** Orders of a few lines each, drawn once: pgbench picks one at random for each transaction. */
const DRAWN = 100;
const PGBENCH = process.env.PGBENCH ?? 'pgbench';
// How pgbench sends each statement: `prepared` (parsed once per connection), as the store sends
// an order's statements (db/named-statement.ts), or `extended` (parsed and planned each time), as
// node-postgres sends an unnamed statement and the store sent them before session 21.
const PROTOCOL = process.env.ORDER_LIMIT_PROTOCOL ?? 'prepared';
// SQL run on the throw-away database before measuring, for a what-if (an index dropped, a
// setting changed): both the limit and the store then run on it.
const WHAT_IF = process.env.ORDER_LIMIT_WHAT_IF;

if (!(DURATION > 0)) {
  console.error(`BENCH_DURATION must be a number of seconds above 0, not ${DURATION}`);
  process.exit(1);
}
deadline(2 * (WARMUP + DURATION) * 1000 + 300_000, 'order-limit');

const int = (n) => Math.round(n).toLocaleString('en');
const ms = (n) => `${Math.round(n)} ms`;
const pct = (n) => `${Math.round(n * 100)}%`;
const tenth = (n) => Math.round(n * 10) / 10;
const hundredth = (n) => Math.round(n * 100) / 100;

const version = spawnSync(PGBENCH, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`${PGBENCH} not found: install postgresql-client (it has pgbench)`);
  process.exit(1);
}

/** The products as an order line needs them, read from the database the store seeded. */
async function productRows(db, ids) {
  const { rows } = await db.query(
    `SELECT id, name, category, pictures->0->>'id' AS picture FROM products WHERE id = ANY($1)`,
    [ids],
  );
  return new Map(
    rows.map((r) => [r.id, { ...r, picture: r.picture && `/media/${r.picture}.jpg` }]),
  );
}

/**
 * DRAWN orders of 1-2 random products, 1-2 of each, as lib/buyers.mjs draws them, into the
 * database, and the pgbench script that places one of them at random.
 */
async function writeScript(dir, runId, products, db) {
  const rows = await productRows(
    db,
    products.map((p) => p.id),
  );
  const orders = [];
  for (let n = 0; n < DRAWN; n++) {
    const count = 1 + Math.floor(Math.random() * 2);
    const picked = new Set();
    while (picked.size < count) picked.add(products[Math.floor(Math.random() * products.length)]);
    orders.push(
      [...picked].map((p) => ({
        product: { ...rows.get(p.id), cents: p.cents },
        quantity: 1 + Math.floor(Math.random() * 2),
      })),
    );
  }
  await writeDrawnOrders(db, orders);
  const file = path.join(dir, 'order.sql');
  await fs.writeFile(file, orderScript({ runId, firstBuyer: BUYERS + 1, count: DRAWN }));
  return file;
}

/** Runs pgbench for `seconds`; with `logDir`, each transaction's latency is logged there. */
function pgbench(args, seconds, logDir) {
  const child = spawn(
    PGBENCH,
    [
      ...args,
      '-T',
      String(seconds),
      ...(logDir ? ['-l', `--log-prefix=${path.join(logDir, 'tx')}`] : []),
    ],
    { cwd: logDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (out += c));
  let cpu = 0;
  const poll = setInterval(() => (cpu = cpuSeconds([child.pid]) || cpu), 100);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(poll);
      if (code !== 0) return reject(new Error(`pgbench exited ${code}:\n${out.slice(-2000)}`));
      const processed = Number(/actually processed: (\d+)/.exec(out)?.[1]);
      const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
      resolve({ processed, failed, cpu, out });
    });
  });
}

/** The latencies (ms) pgbench logged: `client transaction latency_us script epoch us` a line. */
async function loggedLatencies(dir) {
  const latencies = [];
  for (const name of await fs.readdir(dir)) {
    if (!name.startsWith('tx.')) continue;
    for (const line of (await fs.readFile(path.join(dir, name), 'utf8')).split('\n')) {
      const fields = line.split(' ');
      if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
    }
  }
  return latencies;
}

/** The limit: pgbench replaying an order's SQL, 32 clients, on the store's database. */
async function measureLimit(store, db, runId, products, limitBuyers) {
  const dir = await tempDir('avb-limit-');
  try {
    const script = await writeScript(dir, runId, products, db);
    const connection = ['-h', path.join(store.dataDir, 'run'), '-p', '5432', '-U', 'postgres'];
    const args = [
      '-n', // no vacuum of pgbench's own tables: there are none
      '-M',
      PROTOCOL,
      '-c',
      String(BUYERS),
      '-j',
      '2',
      ...connection,
      '-f',
      script,
      'postgres',
    ];
    const ordersOf = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM orders WHERE user_id = ANY($1) AND status = 'pending'`,
          [limitBuyers],
        )
      ).rows[0].n;
    const before = await ordersOf();
    const warm = await pgbench(args, WARMUP);
    const logDir = path.join(dir, 'log');
    await fs.mkdir(logDir);
    const cpu0 = cpuNow(store.pid, true);
    const started = performance.now();
    const sampler = sampleWaits(watcher);
    const run = await pgbench(args, DURATION, logDir);
    const waits = await sampler.stop();
    const seconds = (performance.now() - started) / 1000;
    const cpu1 = cpuNow(store.pid, true);
    const made = (await ordersOf()) - before;
    const expected = warm.processed + run.processed;
    if (made !== expected)
      throw new Error(`pgbench processed ${expected} orders, the database holds ${made} new ones`);
    return {
      ordersPerSecond: tenth(run.processed / DURATION),
      measured: run.processed,
      failed: warm.failed + run.failed,
      latency: latencySummary(await loggedLatencies(logDir)),
      cpu: {
        node: hundredth((cpu1.node - cpu0.node) / seconds),
        postgres: hundredth((cpu1.postgres - cpu0.postgres) / seconds),
        client: hundredth(run.cpu / seconds),
      },
      check: { newOrders: made, processed: expected },
      waits,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

let store;
let db;
/** A connection of its own that samples pg_stat_activity while each side runs. */
let watcher;
let client;
try {
  store = await startStore({ env: { ...LIFTED_LIMITS, ...productionEnv() } });
  db = await connectEmbedded(store);
  watcher = await connectEmbedded(store);
  client = jsonClient(store.url, { maxSockets: BUYERS });
  // A real shop's orders do not share the machine with the first processing of its pictures.
  await picturesProcessed(db);
  await db.query('UPDATE products SET stock = $1', [STOCK]);
  if (WHAT_IF) {
    await db.query(WHAT_IF);
    console.log(`order-limit: what if: ${WHAT_IF}`);
  }
  const runId = randomBytes(4).toString('hex');
  // Buyers 1-32 are the store's, 33-64 pgbench's: each side's pending orders grow alike.
  const buyers = await Promise.all(
    Array.from({ length: 2 * BUYERS }, (_, i) => signIn(client, runId, i)),
  );
  const { rows } = await db.query('SELECT id, email FROM users WHERE email LIKE $1', [
    `bench-${runId}-%`,
  ]);
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const limitBuyers = buyers.slice(BUYERS).map((b) => idOf.get(b.email));
  const { products } = await productsInStock(client, STOCK);
  console.log(
    `order-limit: ${2 * BUYERS} buyers signed in, ${products.length} products; ` +
      `${pgbenchVersion()}; ${WARMUP} s warm-up + ${DURATION} s each, the limit first`,
  );

  // The limit first: the store then sends no mail of its own orders yet (pgbench's are not due).
  const limit = await measureLimit(store, db, runId, products, limitBuyers);
  console.log(`order-limit: the limit ${limit.ordersPerSecond} orders/s, now the store`);
  const sampler = sampleWaits(watcher);
  const ours = await placeOrders(client, buyers.slice(0, BUYERS), products, {
    warmup: WARMUP,
    duration: DURATION,
    store: { pid: store.pid, embedded: true },
  });
  // Warm-up included: the buyers' loop gives no moment between the two.
  ours.waits = await sampler.stop();
  const mail = await drainMail(db, { pid: store.pid, embedded: true });
  const ratio = ours.ordersPerSecond / limit.ordersPerSecond;
  const problems = [];
  if (ours.failedTotal > 0) problems.push(`the store refused ${ours.failedTotal} orders`);
  if (limit.failed > 0) problems.push(`pgbench counted ${limit.failed} failed transactions`);
  const describe = (label, r) =>
    `${label}: ${r.ordersPerSecond} orders/s (${int(r.measured)} in ${DURATION} s); latency ` +
    `p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, p99 ${ms(r.latency.p99)}, ` +
    `max ${ms(r.latency.max)}; CPU: store node ${pct(r.cpu.node)}, embedded PostgreSQL ` +
    `${pct(r.cpu.postgres)}, load generator ${pct(r.cpu.client)} (100% = one core)`;
  await record('order-limit', {
    headline: `store ${ours.ordersPerSecond} orders/s, limit ${limit.ordersPerSecond}: ratio ${hundredth(ratio)}`,
    target: `ratio ${TARGET} or more`,
    ok: problems.length === 0 && ratio >= TARGET,
    lines: [
      describe(`limit (pgbench, ${PROTOCOL} protocol)`, limit),
      describe('store', ours),
      `ratio store/limit ${hundredth(ratio)}; CPU per order: store ` +
        `${perOrder(ours, 'node')} node + ${perOrder(ours, 'postgres')} PostgreSQL, limit ` +
        `${perOrder(limit, 'postgres')} PostgreSQL + ${perOrder(limit, 'client')} pgbench`,
      `PostgreSQL's connections on average, limit: ${describeWaits(limit.waits)}`,
      `PostgreSQL's connections on average, store: ${describeWaits(ours.waits)}`,
      `store's ${describeDrain(mail)}`,
      ...problems.map((p) => `FAILED ${p}`),
    ],
    metrics: {
      buyers: BUYERS,
      warmup: WARMUP,
      duration: DURATION,
      ratio,
      limit,
      store: ours,
      mail,
    },
  });
  if (problems.length > 0) process.exitCode = 1;
} finally {
  client?.close();
  await db?.end().catch(() => undefined);
  await watcher?.end().catch(() => undefined);
  await store?.stop();
}

function pgbenchVersion() {
  return version.stdout.trim();
}

/** CPU ms per order of one process kind in a measured window. */
function perOrder(r, key) {
  return `${hundredth((r.cpu[key] * 1000) / r.ordersPerSecond)} ms`;
}
