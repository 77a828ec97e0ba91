// Growth (issue #14): is the shop as fast with 50,000 products as with the demo's 210? For each
// size in GROWTH_SIZES a store on a fresh database of an external PostgreSQL, its demo catalogue
// copied up to that size; then the full list's bytes and CPU, the search call, the Shop on a
// throttled phone, orders alone and beside two readers of the full list, and the event loop's
// longest stall while the list is rebuilt. bench/README.md says how each is measured.
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LIFTED_LIMITS, orderFor, signIn } from './lib/buyers.mjs';
import { jsonClient, percentile } from './lib/http-json.mjs';
import { CPU_SLOWDOWN, HOLD_MS, launchBrowser, measureShop, PHONE } from './lib/keystrokes.mjs';
import { longestStall as stall, settleMonitor, worstStall } from './lib/loop-monitor.mjs';
import { cpuSeconds } from './lib/proc.mjs';
import {
  connectPg,
  createBenchDatabase,
  externalServer,
  growCatalogue,
  picturesProcessed,
  searchQueries,
} from './lib/seed-products.mjs';
import { deadline, get, onCleanup, record, startStore, tempDir } from './lib/server.mjs';

const SIZES = (process.env.GROWTH_SIZES ?? '210,10000,50000').split(',').map(Number);
const RUNS = Number(process.env.GROWTH_RUNS ?? 5); // Shop loads per size
const ORDER_SECONDS = Number(process.env.GROWTH_ORDER_SECONDS ?? 10);
const WARMUP = 3;
const BUYERS = 32;
const READERS = 2;
const SEARCHES = 200;
const SEARCH_WARMUP = 20;
const LIST_SECONDS = 2; // sequential GET /api/products/ for the CPU per request, at most:
const LIST_REQUESTS = 2000;
const EDITS = 3;
const STOCK = 1_000_000;
const TARGET = { ratio: 1.3, searchP95: 50, keystroke: 50, orders: 0.8, stall: 50 };
const LIST = '/api/products/';
const GZIP = { 'accept-encoding': 'gzip' };
const MONITOR = pathToFileURL(fileURLToPath(new URL('./lib/loop-monitor.mjs', import.meta.url)));
if (SIZES.some((n) => !(n >= 1)) || !(RUNS >= 1) || !(ORDER_SECONDS > 0)) {
  console.error('GROWTH_SIZES must list sizes, GROWTH_RUNS and GROWTH_ORDER_SECONDS be above 0');
  process.exit(1);
}
// A size costs about 100 s and 4 more per 1,000 products (the 50,000 Shop loads are the slowest).
deadline(
  SIZES.reduce((s, n) => s + 100_000 + n * 4 + 2 * ORDER_SECONDS * 1000, 60_000),
  'growth',
);

const int = (n) => Math.round(n).toLocaleString('en');
const tenth = (n) => Math.round(n * 10) / 10;
const median = (list) => percentile(Float64Array.from(list).sort(), 50);
const st = (x) => (x ? `${x.ms} ms (${x.waited})` : '-');

/** The store with the event-loop monitor preloaded (STORE_NODE_ARGS kept, --import added). */
async function startMonitored(env, monitorFile) {
  const given = process.env.STORE_NODE_ARGS;
  process.env.STORE_NODE_ARGS = `${given ?? ''} --import=${MONITOR.href}`;
  try {
    return await startStore({
      env: { ...env, LOOP_MONITOR_FILE: monitorFile },
      timeoutMs: 120_000,
    });
  } finally {
    if (given === undefined) delete process.env.STORE_NODE_ARGS;
    else process.env.STORE_NODE_ARGS = given;
  }
}

/** 1. The full list with gzip: its bytes, and the store's CPU per request over sequential GETs. */
async function listCost(store) {
  const first = await get(store.url + LIST, GZIP);
  if (first.status !== 200 || first.headers['content-encoding'] !== 'gzip')
    throw new Error(`GET ${LIST}: ${first.status}, ${first.headers['content-encoding']}`);
  const json = gunzipSync(first.body);
  const count = JSON.parse(json.toString('utf8')).length;
  const cpu0 = cpuSeconds([store.pid]);
  const t0 = performance.now();
  let n = 0;
  while (n < LIST_REQUESTS && (n < 20 || performance.now() - t0 < LIST_SECONDS * 1000)) {
    const res = await get(store.url + LIST, GZIP);
    if (res.status !== 200 || res.body.length !== first.body.length)
      throw new Error(`GET ${LIST} changed while measured (${res.status}, ${res.body.length} B)`);
    n++;
  }
  const cpuMs = ((cpuSeconds([store.pid]) - cpu0) * 1000) / n;
  return { gzipBytes: first.body.length, jsonBytes: json.length, count, requests: n, cpuMs };
}

/** 2. The search call, sequential, after a warm-up: p50, p95, max and the slowest queries. */
async function searchLatency(store, queries) {
  const client = jsonClient(store.url, { maxSockets: 1 });
  try {
    for (const q of queries.slice(0, SEARCH_WARMUP)) await client.expect(200, 'GET', q);
    const timed = [];
    for (const q of queries) {
      const t0 = performance.now();
      await client.expect(200, 'GET', q);
      timed.push({ q, ms: performance.now() - t0 });
    }
    const sorted = Float64Array.from(timed.map((t) => t.ms)).sort();
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 3);
    return {
      p50: tenth(percentile(sorted, 50)),
      p95: tenth(percentile(sorted, 95)),
      max: tenth(sorted.at(-1)),
      slowest: slowest.map((t) => `${tenth(t.ms)} ms ${decodeURIComponent(t.q.split('?')[1])}`),
    };
  } finally {
    client.close();
  }
}

/** 5. Edits by SQL (their NOTIFY rebuilds the list): ms until a new ETag, longest stall. */
async function edits(store, db, monitorFile) {
  const etag = async (tag) =>
    await get(store.url + LIST, { ...GZIP, ...(tag ? { 'if-none-match': tag } : {}) });
  const { rows } = await db.query(
    `SELECT id FROM products WHERE archived_at IS NULL ORDER BY name OFFSET $1 LIMIT 1`,
    [Math.floor(Number((await db.query('SELECT count(*) FROM products')).rows[0].count) / 2)],
  );
  await settleMonitor();
  const idleFrom = Date.now();
  await sleep(2000);
  const idle = await stall(monitorFile, idleFrom, Date.now());
  const visible = [];
  const stalls = [];
  for (let i = 0; i < EDITS; i++) {
    const before = (await etag()).headers.etag;
    await settleMonitor();
    const from = Date.now();
    const t0 = performance.now();
    await db.query(
      `UPDATE products SET description = description || '.', version = version + 1 WHERE id = $1`,
      [rows[0].id],
    );
    for (;;) {
      const res = await etag(before);
      if (res.status === 200 && res.headers.etag !== before) break;
      if (performance.now() - t0 > 60_000) throw new Error('an edit was not visible within 60 s');
      await sleep(10);
    }
    visible.push(performance.now() - t0);
    stalls.push(await stall(monitorFile, from, Date.now()));
  }
  return { visible: Math.round(median(visible)), stall: worstStall(stalls), idle };
}

/**
 * READERS clients reading the full list with gzip, each in a loop, in a worker thread of their
 * own, so that receiving megabytes does not hold up the buyers' event loop in this one.
 */
function readers(url) {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const http = require('node:http');
     const { workerData, parentPort } = require('node:worker_threads');
     const { url, readers, counter } = workerData;
     const agent = new http.Agent({ keepAlive: true, maxSockets: readers });
     let running = true;
     parentPort.on('message', () => (running = false));
     const one = () => new Promise((resolve, reject) => {
       http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
         res.on('data', () => undefined).on('end', resolve).on('error', reject);
       }).on('error', reject);
     });
     const loop = async () => { while (running) { await one(); Atomics.add(counter, 0, 1); } };
     Promise.all(Array.from({ length: readers }, loop)).then(
       () => { agent.destroy(); parentPort.postMessage('done'); },
       (error) => parentPort.postMessage(error.message),
     );`,
    { eval: true, workerData: { url: url + LIST, readers: READERS, counter } },
  );
  const done = new Promise((resolve, reject) => {
    worker.once('message', (m) => (m === 'done' ? resolve() : reject(new Error(`reader: ${m}`))));
    worker.once('error', reject);
  });
  const forget = onCleanup(() => worker.terminate());
  let stopping;
  return {
    count: () => Atomics.load(counter, 0),
    /** Ends the loops (each after its request) and the thread; the same promise every time. */
    stop: () =>
      (stopping ??= (async () => {
        worker.postMessage('stop');
        try {
          await done;
        } finally {
          await worker.terminate();
          forget();
        }
      })()),
  };
}

/**
 * 4. Orders/s alone and beside READERS readers of the full list. Order placement slows down as
 * the fresh database fills, so after WARMUP the two are measured in turns, alone, beside, beside,
 * alone (ORDER_SECONDS/2 each, a second apart), which cancels a steady drift.
 */
async function orders(store, db, monitorFile) {
  await db.query('UPDATE products SET stock = $1', [STOCK]);
  const { rows: products } = await db.query(
    'SELECT id, name, sale_price_cents::float8 AS cents FROM products WHERE archived_at IS NULL',
  );
  const client = jsonClient(store.url, { maxSockets: BUYERS });
  const runId = randomBytes(4).toString('hex');
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => signIn(client, runId, i)),
  );
  const half = (ORDER_SECONDS / 2) * 1000;
  const gap = 1000;
  const t0 = performance.now();
  const windows = ['alone', 'beside', 'beside', 'alone'].map((kind, i) => {
    const from = t0 + WARMUP * 1000 + i * (half + gap);
    return { kind, from, to: from + half, created: 0, marks: [] };
  });
  const end = windows.at(-1).to;
  let reading;
  const mark = (w) =>
    w.marks.push({ at: Date.now(), cpu: cpuSeconds([store.pid]), reads: reading?.count() ?? 0 });
  const timers = windows.flatMap((w) => [
    setTimeout(() => mark(w), w.from - t0),
    setTimeout(() => mark(w), w.to - t0),
  ]);
  timers.push(
    setTimeout(() => (reading = readers(store.url)), windows[1].from - gap - t0),
    setTimeout(() => reading.stop().catch(() => undefined), windows[2].to - t0),
  );
  const failed = {};
  let answers = 0;
  let fails = 0;
  try {
    await Promise.all(
      buyers.map(async (buyer) => {
        while (performance.now() < end) {
          const res = await client
            .request('POST', '/api/orders', orderFor(buyer, products).body, buyer.headers)
            .catch((error) => ({ status: error.code ?? 'network error', text: error.message }));
          const at = performance.now();
          answers++;
          if (res.status !== 201) {
            fails++;
            failed[res.status] ??= res.text.slice(0, 200);
          } else {
            const w = windows.find((x) => at >= x.from && at <= x.to);
            if (w) w.created++;
          }
        }
      }),
    );
  } finally {
    timers.forEach(clearTimeout);
    await reading?.stop();
    client.close();
  }
  if (fails > answers * 0.01)
    throw new Error(`${fails} of ${answers} orders failed: ${JSON.stringify(failed)}`);
  const of = async (kind) => {
    const list = windows.filter((w) => w.kind === kind && w.marks.length === 2);
    const seconds = (list.length * half) / 1000;
    const sum = (f) => list.reduce((n, w) => n + f(w), 0);
    const stalls = [];
    for (const w of list) stalls.push(await stall(monitorFile, w.marks[0].at, w.marks[1].at));
    return {
      perSecond: tenth(sum((w) => w.created) / seconds),
      storeCpu: Math.round((sum((w) => w.marks[1].cpu - w.marks[0].cpu) / seconds) * 100),
      reads: tenth(sum((w) => w.marks[1].reads - w.marks[0].reads) / seconds),
      stall: worstStall(stalls),
    };
  };
  const alone = await of('alone');
  const beside = await of('beside');
  return {
    alone: alone.perSecond,
    beside: beside.perSecond,
    ratio: Math.round((beside.perSecond / alone.perSecond) * 100) / 100,
    readsPerSecond: beside.reads,
    storeCpu: { alone: alone.storeCpu, beside: beside.storeCpu },
    stall: beside.stall,
    stallAlone: alone.stall,
  };
}

/** Everything for one size, on its own database; a part that fails is reported, not fatal. */
async function measureSize(server, browser, size) {
  const started = Date.now();
  const database = await createBenchDatabase(server.adminUrl);
  const dir = await tempDir('avb-growth-');
  const monitorFile = path.join(dir, 'loop.txt');
  const env = {
    ...LIFTED_LIMITS,
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(30).toString('base64url'),
  };
  const result = { size, problems: [] };
  let store;
  let db;
  try {
    const seeding = await startStore({ env, timeoutMs: 120_000 }); // migrations and the demo
    db = await connectPg({ connectionString: database.url });
    await picturesProcessed(db).finally(() => seeding.stop());
    const t0 = performance.now();
    result.seeded = await growCatalogue(db, size);
    result.growMs = Math.round(performance.now() - t0);
    store = await startMonitored(env, monitorFile);
    const parts = [
      ['list', () => listCost(store)],
      ['search', async () => searchLatency(store, await searchQueries(db, SEARCHES))],
      ['rebuild', () => edits(store, db, monitorFile)],
      [
        'shop',
        () => measureShop(browser, store.url, { loads: RUNS, timeoutMs: 30_000 + size * 2 }),
      ],
      ['orders', () => orders(store, db, monitorFile)],
    ];
    for (const [name, part] of parts) {
      try {
        result[name] = await part();
      } catch (error) {
        result.problems.push(`${int(size)} products, ${name}: ${error.message.split('\n')[0]}`);
      }
    }
  } finally {
    await db?.end().catch(() => undefined);
    await store?.stop();
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
  console.log(`  ${int(size)} products measured in ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
}

function report(results) {
  const base = results[0];
  const ratio = (r, get) => {
    const a = get(r);
    const b = get(base);
    return a === undefined || b === undefined ? undefined : Math.round((a / b) * 100) / 100;
  };
  const cell = (v, unit = '') => (v === undefined || Number.isNaN(v) ? '-' : `${v}${unit}`);
  const kb = (b) => (b === undefined ? undefined : `${int(b / 1024)} KB`);
  const header = [
    'products',
    'list gzip',
    'CPU/req',
    'search p50/p95',
    'first card',
    'Shop bytes',
    '1st key',
    'grid',
    'orders/s alone/readers',
    'edit seen',
    'stall rebuild/orders',
  ];
  const rows = results.map((r) => [
    int(r.size),
    cell(kb(r.list?.gzipBytes)),
    cell(r.list && tenth(r.list.cpuMs), ' ms'),
    r.search ? `${r.search.p50}/${r.search.p95} ms` : '-',
    cell(r.shop?.firstCard, ' ms'),
    cell(kb(r.shop?.bytes)),
    cell(r.shop?.firstKey, ' ms'),
    cell(r.shop?.grid, ' ms'),
    r.orders ? `${r.orders.alone}/${r.orders.beside} (${r.orders.ratio})` : '-',
    cell(r.rebuild?.visible, ' ms'),
    `${cell(r.rebuild?.stall.ms)}/${cell(r.orders?.stall.ms)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const ratios = results.map((r) => ({
    size: r.size,
    listBytes: ratio(r, (x) => x.list?.gzipBytes),
    shopBytes: ratio(r, (x) => x.shop?.bytes),
    firstCard: ratio(r, (x) => x.shop?.firstCard),
    firstKey: ratio(r, (x) => x.shop?.firstKey),
  }));
  const lines = [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    '',
    `against ${int(base.size)}: ` +
      ratios
        .slice(1)
        .map(
          (x) =>
            `${int(x.size)}: list bytes ×${cell(x.listBytes)}, Shop bytes ×${cell(x.shopBytes)}, ` +
            `first card ×${cell(x.firstCard)}, first keystroke ×${cell(x.firstKey)}`,
        )
        .join('; '),
  ];
  for (const r of results) {
    const s = r.shop;
    lines.push(
      `${int(r.size)}: ${int(r.list?.count ?? r.size)} listed, JSON ${cell(kb(r.list?.jsonBytes))}, ` +
        `CPU over ${cell(r.list?.requests)} GETs; grown from ${r.seeded} in ${r.growMs} ms` +
        (r.search ? `; slowest searches: ${r.search.slowest.join(' | ')}` : ''),
    );
    if (s)
      lines.push(
        `${int(r.size)}: Shop "${s.query}": first card by ${s.method}, its picture ${s.image} ms; ` +
          `API ${kb(s.apiBytes)} of ${kb(s.bytes)}; keystrokes p95 ${s.keyP95} ms, first at most ` +
          `${s.firstKeyMax} ms; with search answers held ${HOLD_MS} ms, slowest keystroke ` +
          `${s.heldMax} ms` +
          (s.errors.length ? `; page errors: ${s.errors.join(' | ')}` : ''),
      );
    if (r.orders || r.rebuild)
      lines.push(
        `${int(r.size)}: readers ${cell(r.orders?.readsPerSecond)} lists/s beside the orders; ` +
          `store CPU ${cell(r.orders?.storeCpu.alone)}% alone, ${cell(r.orders?.storeCpu.beside)}% ` +
          `beside (100% = one core); longest stalls (and the store's wait for a CPU in that ` +
          `half-second): rebuilds ${st(r.rebuild?.stall)}, beside the readers ` +
          `${st(r.orders?.stall)}, orders alone ${st(r.orders?.stallAlone)}, idle ` +
          `${st(r.rebuild?.idle)}`,
      );
  }
  return { lines, ratios };
}

/** The targets, judged on the largest size against the first. */
function targets(results, ratios) {
  const big = results.at(-1);
  const r = ratios.at(-1);
  const at = `at ${int(big.size)}`;
  const list = [
    [
      `${at}: first card within ${TARGET.ratio}× of ${int(results[0].size)}'s`,
      r.firstCard <= TARGET.ratio,
    ],
    [`${at}: Shop bytes within ${TARGET.ratio}×`, r.shopBytes <= TARGET.ratio],
    [`${at}: search p95 under ${TARGET.searchP95} ms`, big.search?.p95 < TARGET.searchP95],
    [`${at}: first keystroke under ${TARGET.keystroke} ms`, big.shop?.firstKey < TARGET.keystroke],
    [
      `${at}: orders/s beside readers ≥ ${TARGET.orders}× alone`,
      big.orders?.ratio >= TARGET.orders,
    ],
    [
      `no event-loop stall over ${TARGET.stall} ms`,
      results.every(
        (x) => x.rebuild?.stall.ms <= TARGET.stall && x.orders?.stall.ms <= TARGET.stall,
      ),
    ],
  ];
  return list.map(([what, ok]) => ({ what, ok: ok === true }));
}

const server = externalServer();
let browser;
const results = [];
const problems = [];
try {
  browser = await launchBrowser();
  console.log(
    `growth: sizes ${SIZES.map(int).join(', ')} on ${server.where}; Shop on a ${PHONE}, CPU ` +
      `÷${CPU_SLOWDOWN}, ${RUNS} loads; ${SEARCHES} searches; orders ${WARMUP} s + ` +
      `${ORDER_SECONDS} s alone and beside ${READERS} readers (${os.cpus().length} cores)`,
  );
  for (const size of SIZES) {
    const r = await measureSize(server, browser.browser, size);
    results.push(r);
    problems.push(...r.problems);
  }
} catch (error) {
  problems.push(error.message.split('\n')[0]);
} finally {
  await browser?.close();
}

if (results.length > 0) {
  const { lines, ratios } = report(results);
  const verdicts = targets(results, ratios);
  const big = results.at(-1);
  await record('growth', {
    headline:
      `${int(big.size)} products: first card ${big.shop?.firstCard ?? '-'} ms ` +
      `(×${ratios.at(-1).firstCard ?? '-'}), search p95 ${big.search?.p95 ?? '-'} ms, first ` +
      `keystroke ${big.shop?.firstKey ?? '-'} ms, orders ×${big.orders?.ratio ?? '-'} beside ` +
      `readers, stall ${big.rebuild?.stall.ms ?? '-'} ms`,
    target: `${verdicts.filter((v) => v.ok).length} of ${verdicts.length} targets`,
    ok: verdicts.every((v) => v.ok),
    lines: [
      ...lines,
      ...verdicts.map((v) => `${v.ok ? 'met   ' : 'MISSED'} ${v.what}`),
      ...problems.map((p) => `FAILED ${p}`),
    ],
    metrics: { sizes: SIZES, runs: RUNS, orderSeconds: ORDER_SECONDS, results, ratios, verdicts },
  });
}
if (problems.length > 0 || results.length === 0) {
  console.error(`\ngrowth: could not measure everything\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
