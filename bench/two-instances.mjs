// Two stores on one external PostgreSQL: orders/s with the buyers shared between both against one
// store alone, what the database's active backends wait on meanwhile (no Lock:object, the
// database-wide lock a NOTIFY takes at commit), and how long an edit made through one store takes
// to show in the other's product list. The buyers alternate between the two stores as a
// round-robin load balancer would send them.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIFTED_LIMITS, orderFor, signIn, unitCents } from './lib/buyers.mjs';
import { jsonClient, percentile } from './lib/http-json.mjs';
import { connectPg, createBenchDatabase, externalServer } from './lib/seed-products.mjs';
import { deadline, record, startStore } from './lib/server.mjs';

const BUYERS = 32;
const WARMUP_S = 3;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SAMPLE_MS = 25;
const EDITS = 5;
const TARGET_EDIT_MS = 1000;
const ADMIN = { email: 'bench-admin@example.com', password: randomBytes(12).toString('base64url') };

deadline((2 * (WARMUP_S + DURATION_S) + 150) * 1000, 'two-instances');

/** Every SAMPLE_MS, what each active backend of the database waits on. */
function sampleWaits(db) {
  const waits = {};
  let samples = 0;
  let backends = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await db.query(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'running') AS wait
         FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      samples++;
      backends += rows.length;
      for (const { wait } of rows) waits[wait] = (waits[wait] ?? 0) + 1;
      await sleep(SAMPLE_MS);
    }
  })();
  return async () => {
    running = false;
    await done;
    return { samples, backends, waits };
  };
}

/** Orders/s of the buyers, each sending its orders to the store `storeFor(buyer)` gives. */
async function placeOrders(buyers, products, storeFor) {
  let created = 0;
  let failed = 0;
  const latencies = [];
  const from = performance.now() + WARMUP_S * 1000;
  const to = from + DURATION_S * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < to) {
        const start = performance.now();
        const res = await storeFor(buyer)
          .request('POST', '/api/orders', orderFor(buyer, products).body, buyer.headers)
          .catch(() => ({ status: 0 }));
        const end = performance.now();
        if (end < from || end > to) continue;
        if (res.status === 201) created++;
        else failed++;
        latencies.push(end - start);
      }
    }),
  );
  const sorted = Float64Array.from(latencies).sort();
  return {
    ordersPerSecond: Math.round((created / DURATION_S) * 10) / 10,
    failed,
    p99: Math.round(percentile(sorted, 99)),
  };
}

/** ms from an edit's answer on `a` until `b`'s product list carries it. */
async function editLatency(a, b, adminHeaders, productId, n) {
  const current = await a.expect(
    200,
    'GET',
    `/api/admin/products/${productId}`,
    undefined,
    adminHeaders,
  );
  const description = `Edited on one store, read on the other (${n})`;
  await a.expect(
    200,
    'PATCH',
    `/api/admin/products/${productId}`,
    { description, version: current.version },
    adminHeaders,
  );
  const start = performance.now();
  for (;;) {
    const list = JSON.parse((await b.request('GET', '/api/products/')).text);
    if (list.find((p) => p.id === productId)?.description === description)
      return performance.now() - start;
    if (performance.now() - start > 10_000) return Number.POSITIVE_INFINITY;
    await sleep(10);
  }
}

const server = externalServer();
console.log(`two-instances: two stores on one database of ${server.where}`);
const database = await createBenchDatabase(server.adminUrl);
const env = {
  ...LIFTED_LIMITS,
  DATABASE_URL: database.url,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};
const stores = [];
const db = await connectPg({ connectionString: database.url });
try {
  stores.push(await startStore({ env }));
  stores.push(await startStore({ env }));
  const [a, b] = stores.map((s) => jsonClient(s.url, { maxSockets: BUYERS }));
  await db.query('UPDATE products SET stock = 1000000');
  const runId = randomBytes(4).toString('hex');
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) buyers.push(await signIn(a, runId, i));
  const list = await a.expect(200, 'GET', '/api/products/search?pageSize=100');
  const products = list.items.map((p) => ({ id: p.id, name: p.name, cents: unitCents(p) }));

  const one = await placeOrders(buyers, products, () => a);
  const stopSampling = sampleWaits(db);
  const two = await placeOrders(buyers, products, (buyer) => (buyer.i % 2 ? b : a));
  const waits = await stopSampling();

  const { token } = await a.expect(200, 'POST', '/api/auth/login', ADMIN);
  const adminHeaders = { authorization: `Bearer ${token}` };
  const edits = [];
  for (let n = 0; n < EDITS; n++)
    edits.push(Math.round(await editLatency(a, b, adminHeaders, products[n].id, n)));

  const share = (key) => (waits.backends ? (waits.waits[key] ?? 0) / waits.backends : 0);
  const lockObject = share('Lock:object');
  const result = {
    one,
    two,
    ratio: Math.round((two.ordersPerSecond / one.ordersPerSecond) * 100) / 100,
    waits: { ...waits, lockObjectShare: lockObject },
    editVisibleMs: edits,
  };
  const top = Object.entries(waits.waits)
    .sort((x, y) => y[1] - x[1])
    .slice(0, 5)
    .map(([wait, n]) => `${wait} ${Math.round((n / waits.backends) * 100)}%`);
  const worst = Math.max(...edits);
  Object.assign(result, {
    ok: lockObject === 0 && worst < TARGET_EDIT_MS,
    headline: `Lock:object ${Math.round(lockObject * 1000) / 10}% of active backends; an edit shown on the other store after ${worst} ms at most`,
    target: `no Lock:object wait, an edit shown within ${TARGET_EDIT_MS} ms`,
    lines: [
      `one store: ${one.ordersPerSecond} orders/s (p99 ${one.p99} ms, ${one.failed} refused)`,
      `two stores: ${two.ordersPerSecond} orders/s (p99 ${two.p99} ms, ${two.failed} refused), ${result.ratio}x one`,
      `active backends while both took orders (${waits.samples} samples every ${SAMPLE_MS} ms): ${top.join(', ')}`,
      `edits shown on the other store after ${edits.join(', ')} ms`,
    ],
  });
  await record('two-instances', result);
} finally {
  await db.end().catch(() => undefined);
  for (const store of stores.reverse()) await store.stop();
  await database.drop();
}
process.exit(0);
