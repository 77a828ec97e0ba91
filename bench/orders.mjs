// Order placement: orders/s and latency of POST /api/orders with 32 signed-in buyers, each in a
// closed loop, on the embedded PostgreSQL and on an external one; the same run's catalogue req/s
// is measured for scale.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { LIFTED_LIMITS, signIn } from './lib/buyers.mjs';
import { jsonClient } from './lib/http-json.mjs';
import { describeDrain, drainMail } from './lib/mail-drain.mjs';
import { placeOrders, productsInStock } from './lib/order-load.mjs';
import {
  connectEmbedded,
  connectPg,
  createBenchDatabase,
  picturesProcessed,
  redact,
} from './lib/seed-products.mjs';
import { deadline, productionEnv, record, startStore } from './lib/server.mjs';

const BUYERS = 32;
const WARMUP = 3;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CATALOGUE_SECONDS = 10;
const STOCK = 1_000_000;
const TARGET_P99_MS = 150;
const MAX_FAILED = 0.01; // more than this share of orders refused or lost fails the benchmark
const DEFAULT_EXTERNAL = 'postgres://postgres@127.0.0.1:5432/postgres';
// ORDERS_DATABASES: the stores to measure, `embedded`, `external` or both (the default).
const ON = (process.env.ORDERS_DATABASES ?? 'embedded,external').split(',');

if (!(DURATION > 0)) {
  console.error(`BENCH_DURATION must be a number of seconds above 0, not ${DURATION}`);
  process.exit(1);
}
deadline(2 * (WARMUP + DURATION + CATALOGUE_SECONDS + 80) * 1000 + 40_000, 'orders');

const int = (n) => Math.round(n).toLocaleString('en');
const ms = (n) => `${Math.round(n)} ms`;
const pct = (n) => `${Math.round(n * 100)}%`;

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
    // The demo's pictures are processed once after the first start (sharp, on every core): a real
    // shop's orders do not share the machine with that, so neither do these.
    const settling = performance.now();
    await picturesProcessed(db);
    const settled = performance.now() - settling;
    await db.query('UPDATE products SET stock = $1', [STOCK]);
    const runId = randomBytes(4).toString('hex');
    const setupStart = performance.now();
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => signIn(client, runId, i)),
    );
    const { products, listed } = await productsInStock(client, STOCK);
    const ordersBefore = (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    console.log(
      `${label}: the demo's pictures processed ${ms(settled)} after the start's end; ` +
        `${BUYERS} buyers registered and signed in in ` +
        `${ms(performance.now() - setupStart)}; ${products.length} of ${listed} products ` +
        `in stock; ${WARMUP} s warm-up + ${DURATION} s of orders`,
    );

    const load = await placeOrders(client, buyers, products, {
      warmup: WARMUP,
      duration: DURATION,
      store: { pid: store.pid, embedded },
    });

    // Before the catalogue's load, which would keep the store busy and its mail waiting.
    const mail = await drainMail(db, { pid: store.pid, embedded });
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
    return { label, ...load, check, mail, catalogue: cat };
  } finally {
    client.close();
  }
}

async function runEmbedded() {
  let store;
  let db;
  try {
    store = await startStore({ env: { ...LIFTED_LIMITS, ...productionEnv() } });
    db = await connectEmbedded(store);
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
      env: { ...LIFTED_LIMITS, ...productionEnv(), DATABASE_URL: url },
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
    `${r.label}: ${describeDrain(r.mail, r.label === 'embedded')}`,
  ];
}

const runs = [];
const problems = [];
const notes = [];
if (ON.includes('embedded')) {
  try {
    runs.push(await runEmbedded());
  } catch (error) {
    problems.push(`embedded: ${error.message}`);
  }
}
const server = ON.includes('external')
  ? await findExternal()
  : { skipped: 'not asked for (ORDERS_DATABASES)' };
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
