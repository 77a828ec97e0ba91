// Order placement: orders/s and latency of POST /api/orders with 32 signed-in buyers, each in a
// closed loop, on the embedded PostgreSQL and on an external one; the same run's catalogue req/s
// is measured for scale.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { LIFTED_LIMITS, orderFor, signIn, unitCents } from './lib/buyers.mjs';
import { jsonClient, percentile } from './lib/http-json.mjs';
import { cpuSeconds, descendants } from './lib/proc.mjs';
import { connectPg, createBenchDatabase, redact } from './lib/seed-products.mjs';
import { deadline, record, startStore } from './lib/server.mjs';

const BUYERS = 32;
const WARMUP = 3;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CATALOGUE_SECONDS = 10;
const STOCK = 1_000_000;
const TARGET_P99_MS = 150;
const MAX_FAILED = 0.01; // more than this share of orders refused or lost fails the benchmark
const DEFAULT_EXTERNAL = 'postgres://postgres@127.0.0.1:5432/postgres';

if (!(DURATION > 0)) {
  console.error(`BENCH_DURATION must be a number of seconds above 0, not ${DURATION}`);
  process.exit(1);
}
deadline(2 * (WARMUP + DURATION + CATALOGUE_SECONDS + 80) * 1000 + 40_000, 'orders');

const int = (n) => Math.round(n).toLocaleString('en');
const ms = (n) => `${Math.round(n)} ms`;
const pct = (n) => `${Math.round(n * 100)}%`;
const tenth = (n) => Math.round(n * 10) / 10;
const hundredth = (n) => Math.round(n * 100) / 100;

/**
 * The products in stock, read from the API. The catalogue is cached until PostgreSQL notifies
 * the store of a change, so wait (briefly) for the raised stock to show.
 */
async function productsInStock(client) {
  let list = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    list = await client.expect(200, 'GET', '/api/products/');
    if (list.length > 0 && list.every((p) => p.stock >= STOCK)) break;
    await sleep(200);
  }
  const products = list
    .filter((p) => p.stock > 0)
    .map((p) => ({ id: p.id, name: p.name, cents: unitCents(p) }));
  if (products.length === 0) throw new Error('the catalogue has no product in stock');
  return { products, listed: list.length };
}

/** CPU seconds so far of the store's node process, its embedded PostgreSQL, and this process. */
function cpuNow(storePid, embedded) {
  const own = process.cpuUsage();
  return {
    node: cpuSeconds([storePid]),
    postgres: embedded ? cpuSeconds(descendants(storePid).map((p) => p.pid)) : 0,
    client: (own.user + own.system) / 1e6,
  };
}

/**
 * Every buyer places an order, waits for the answer and places the next, for WARMUP + DURATION
 * seconds. Each answer counts in the phase in which it arrived: warm-up (discarded), measured,
 * or after (answers to orders still in flight when the time was up; they count for the check).
 */
async function placeOrders(client, buyers, products, storePid, embedded) {
  const phase = () => ({ answers: 0, created: 0, units: 0, failed: {}, latencies: [] });
  const phases = { warmup: phase(), measured: phase(), after: phase() };
  const samples = {}; // the first message of each kind of failure
  const t0 = performance.now();
  const measureFrom = t0 + WARMUP * 1000;
  const measureTo = measureFrom + DURATION * 1000;
  let cpu0;
  let cpu1;
  const timers = [
    setTimeout(() => (cpu0 = cpuNow(storePid, embedded)), WARMUP * 1000),
    setTimeout(() => (cpu1 = cpuNow(storePid, embedded)), (WARMUP + DURATION) * 1000),
  ];

  async function buyerLoop(buyer) {
    while (performance.now() < measureTo) {
      const order = orderFor(buyer, products);
      const start = performance.now();
      let status;
      try {
        const res = await client.request('POST', '/api/orders', order.body, buyer.headers);
        status = res.status;
        if (status !== 201) samples[status] ??= res.text.slice(0, 300);
      } catch (error) {
        status = error.code ?? 'network error';
        samples[status] ??= error.message;
      }
      const done = performance.now();
      const into =
        done < measureFrom ? phases.warmup : done <= measureTo ? phases.measured : phases.after;
      into.answers++;
      if (status === 201) {
        into.created++;
        into.units += order.units;
      } else {
        into.failed[status] = (into.failed[status] ?? 0) + 1;
      }
      if (into === phases.measured) into.latencies.push(done - start);
    }
  }
  try {
    await Promise.all(buyers.map(buyerLoop));
  } finally {
    timers.forEach(clearTimeout);
  }
  cpu1 ??= cpuNow(storePid, embedded);
  const share = (key) => (cpu0 ? (cpu1[key] - cpu0[key]) / DURATION : Number.NaN);
  const m = phases.measured;
  const sorted = Float64Array.from(m.latencies).sort();
  const all = Object.values(phases);
  const failed = {};
  for (const p of all)
    for (const [status, n] of Object.entries(p.failed)) failed[status] = (failed[status] ?? 0) + n;
  return {
    ordersPerSecond: tenth(m.created / DURATION),
    measured: m.created,
    latency: {
      p50: tenth(percentile(sorted, 50)),
      p95: tenth(percentile(sorted, 95)),
      p99: tenth(percentile(sorted, 99)),
      max: tenth(sorted.at(-1) ?? Number.NaN),
    },
    created: { warmup: phases.warmup.created, measured: m.created, after: phases.after.created },
    answers: all.reduce((sum, p) => sum + p.answers, 0),
    createdTotal: all.reduce((sum, p) => sum + p.created, 0),
    unitsTotal: all.reduce((sum, p) => sum + p.units, 0),
    failed,
    failedTotal: Object.values(failed).reduce((a, b) => a + b, 0),
    samples,
    cpu: {
      node: hundredth(share('node')),
      postgres: hundredth(share('postgres')),
      client: hundredth(share('client')),
    },
  };
}

/** GET /api/products/ with gzip, autocannon, as many connections as there are buyers. */
async function catalogue(client, url) {
  // Every order changed the products' stock, so the cached catalogue was dropped: rebuild it.
  await client.expect(200, 'GET', '/api/products/');
  const r = await autocannon({
    url: `${url}/api/products/`,
    connections: BUYERS,
    duration: CATALOGUE_SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    problems: r.errors + r.timeouts + r.non2xx,
  };
}

/** The whole measurement on a started store; `db` is a pg client on the store's database. */
async function measure(label, store, db, embedded) {
  const client = jsonClient(store.url, { maxSockets: BUYERS });
  try {
    await db.query('UPDATE products SET stock = $1', [STOCK]);
    const runId = randomBytes(4).toString('hex');
    const setupStart = performance.now();
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => signIn(client, runId, i)),
    );
    const { products, listed } = await productsInStock(client);
    const ordersBefore = (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    console.log(
      `${label}: ${BUYERS} buyers registered and signed in in ` +
        `${ms(performance.now() - setupStart)}; ${products.length} of ${listed} products ` +
        `in stock; ${WARMUP} s warm-up + ${DURATION} s of orders`,
    );

    const load = await placeOrders(client, buyers, products, store.pid, embedded);

    const ordersAfter = (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    const taken = Number(
      (
        await db.query('SELECT coalesce(sum($1::int - stock), 0)::bigint AS n FROM products', [
          STOCK,
        ])
      ).rows[0].n,
    );
    const newOrders = ordersAfter - ordersBefore;
    const check = {
      newOrders,
      created: load.createdTotal,
      stockTaken: taken,
      unitsOrdered: load.unitsTotal,
      ok: newOrders === load.createdTotal && taken === load.unitsTotal,
    };
    console.log(`${label}: ${int(load.measured)} orders measured, now the catalogue for scale`);
    const cat = await catalogue(client, store.url);
    return { label, ...load, check, catalogue: cat };
  } finally {
    client.close();
  }
}

async function runEmbedded() {
  let store;
  let db;
  try {
    store = await startStore({ env: LIFTED_LIMITS });
    db = await connectPg({
      host: path.join(store.dataDir, 'run'),
      user: 'postgres',
      database: 'postgres',
    });
    return await measure('embedded', store, db, true);
  } finally {
    await db?.end().catch(() => undefined);
    await store?.stop();
  }
}

/** The external server to use, or { skipped: why } when none answers. */
async function findExternal() {
  const source = process.env.BENCH_DATABASE_URL
    ? 'BENCH_DATABASE_URL'
    : process.env.DATABASE_URL
      ? 'DATABASE_URL'
      : undefined;
  const adminUrl = source ? process.env[source] : DEFAULT_EXTERNAL;
  const where = `${redact(adminUrl)} (${source ?? 'the default; set BENCH_DATABASE_URL to choose'})`;
  let admin;
  try {
    admin = await connectPg({ connectionString: adminUrl });
    const { rows } = await admin.query('SHOW server_version');
    return { adminUrl, where, version: rows[0].server_version };
  } catch (error) {
    return { skipped: `${where} did not answer: ${error.message}` };
  } finally {
    await admin?.end().catch(() => undefined);
  }
}

async function runExternal(server) {
  // Dropped at the end, on failure, on Ctrl-C and past the deadline; FORCE ends its sessions.
  const { name, url, drop } = await createBenchDatabase(server.adminUrl);
  console.log(`external: PostgreSQL ${server.version} at ${server.where}, database ${name}`);
  let store;
  let db;
  try {
    store = await startStore({
      env: {
        ...LIFTED_LIMITS,
        DATABASE_URL: url,
        JWT_SECRET: randomBytes(30).toString('base64url'), // 40 characters
      },
    });
    db = await connectPg({ connectionString: url });
    return await measure('external', store, db, false);
  } finally {
    await db?.end().catch(() => undefined);
    await store?.stop();
    await drop(); // reports its own failure
  }
}

function describe(r) {
  const l = r.latency;
  const failed = Object.entries(r.failed)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  const cpu =
    `CPU: store node ${pct(r.cpu.node)}` +
    (r.label === 'embedded' ? `, embedded PostgreSQL ${pct(r.cpu.postgres)}` : '') +
    `, load generator ${pct(r.cpu.client)} (100% = one core)`;
  const c = r.check;
  return [
    `${r.label}: ${r.ordersPerSecond} orders/s (${int(r.measured)} in ${DURATION} s); latency ` +
      `p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}, max ${ms(l.max)}; ` +
      `errors ${r.failedTotal}${failed ? ` (${failed})` : ''}`,
    ...Object.entries(r.samples).map(([status, text]) => `${r.label}:   ${status}: ${text}`),
    `${r.label}: catalogue ${int(r.catalogue.rps)} req/s, p99 ${r.catalogue.p99} ms ` +
      `(autocannon ${BUYERS} connections, ${CATALOGUE_SECONDS} s, gzip)` +
      (r.catalogue.problems ? `, ${r.catalogue.problems} errors/non-2xx` : '') +
      ', for scale',
    `${r.label}: check: ${int(c.newOrders)} new rows in orders vs ${int(c.created)} answers 201 ` +
      `(warm-up ${int(r.created.warmup)} + measured ${int(r.created.measured)} + in flight at ` +
      `the end ${int(r.created.after)}); stock taken ${int(c.stockTaken)} vs ` +
      `${int(c.unitsOrdered)} units ordered: ${c.ok ? 'ok' : 'MISMATCH'}`,
    `${r.label}: ${cpu}`,
  ];
}

const runs = [];
const problems = [];
const notes = [];
try {
  runs.push(await runEmbedded());
} catch (error) {
  problems.push(`embedded: ${error.message}`);
}
const server = await findExternal();
if (server.skipped) {
  notes.push(`external: skipped, ${server.skipped}`);
  console.log(notes.at(-1));
} else {
  try {
    runs.push(await runExternal(server));
  } catch (error) {
    problems.push(`external: ${error.message}`);
  }
}

for (const r of runs) {
  const failedShare = r.failedTotal / Math.max(1, r.answers);
  if (failedShare > MAX_FAILED) {
    problems.push(
      `${r.label}: ${pct(failedShare)} of ${int(r.answers)} orders failed (at most ` +
        `${pct(MAX_FAILED)} allowed)`,
    );
  }
  if (!r.check.ok) problems.push(`${r.label}: the database does not match the answers`);
  if (r.catalogue.problems) problems.push(`${r.label}: the catalogue load had failures`);
}

if (runs.length > 0) {
  const headline = runs
    .map((r) => `${r.label} ${r.ordersPerSecond} orders/s p99 ${ms(r.latency.p99)}`)
    .concat(server.skipped ? ['external skipped'] : [])
    .join('; ');
  await record('orders', {
    headline,
    target: `p99 under ${TARGET_P99_MS} ms`,
    ok: problems.length === 0 && runs.every((r) => r.latency.p99 < TARGET_P99_MS),
    lines: [...runs.flatMap(describe), ...notes, ...problems.map((p) => `FAILED ${p}`)],
    metrics: {
      buyers: BUYERS,
      warmup: WARMUP,
      duration: DURATION,
      runs: runs.map(({ samples: _samples, ...r }) => r),
      skipped: server.skipped,
      problems,
    },
  });
}
if (problems.length > 0) {
  console.error(`\norders: FAILED\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
