// Search in the shopper's words at scale (issue #25): with SEARCH_SIZE products (default 50,000),
// how long the Shop's search takes by name (the search as it was before), widened to every field,
// the trade's words, slips and figures; the header's suggestions as a word is typed; and a
// category page with and without filters and sorts by typed specification. bench/README.md says
// how each is measured.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { jsonClient, percentile } from './lib/http-json.mjs';
import {
  connectPg,
  createBenchDatabase,
  externalServer,
  growCatalogue,
  picturesProcessed,
} from './lib/seed-products.mjs';
import { deadline, get, record, startStore } from './lib/server.mjs';
import { explain, statementTap } from './lib/statement-tap.mjs';

const SIZE = Number(process.env.SEARCH_SIZE ?? 50_000);
const ROUNDS = Number(process.env.SEARCH_ROUNDS ?? 8);
// 1: explain the slowest call of every group; 0: never; unset: of each group missing its target.
const EXPLAIN = process.env.SEARCH_EXPLAIN;
const TARGET = { searchP95: 50, suggestP95: 30, specRatio: 1.3 };
if (!(SIZE >= 1) || !(ROUNDS >= 1)) {
  console.error('SEARCH_SIZE and SEARCH_ROUNDS must be numbers above 0');
  process.exit(1);
}
// Two starts of the store, the demo's pictures, the copies, the rounds and the plans.
deadline(300_000 + SIZE * 5, 'search-at-scale');

const SEARCH = '/api/products/search?';
const SUGGEST = '/api/products/suggest?';
const q = (query, more = {}) => SEARCH + new URLSearchParams({ q: query, ...more });

/** a. Queries some product's name holds: the search as it was before issue #25. */
const BY_NAME = ['yamaha', 'sm58', 'eon', 'x32', 'shure', 'jbl', 'sennheiser', 'mg10', 'qsc'].map(
  (w) => q(w),
);
/** b. Queries no name holds: every field, the trade's words, slips, model numbers, figures. */
const WIDENED = [
  'mixer',
  'wireless mic',
  'powered speaker',
  'amp',
  'di box',
  'church mic',
  'sennhieser',
  'behringr mixer',
  'sm 58',
  'qu5',
  '15 inch speaker',
  '1000w amp',
  '16 channel mixer',
  'bluetooth speaker',
  'condenser mic',
  'xlr cable',
  '18 inch sub',
  'mackei',
].map((w) => q(w));
/** c. Each prefix of these, as the header asks while they are typed. */
const TYPED = ['shure', 'wireless mic', 'mixer', '15 inch', 'sennhieser', 'yamaha mg'];
const SUGGESTIONS = [
  ...new Set(
    TYPED.flatMap((word) =>
      Array.from(word, (_, i) => word.slice(0, i + 1).trim()).filter(Boolean),
    ),
  ),
].map((prefix) => SUGGEST + new URLSearchParams({ q: prefix }));
/** d. Category pages with a filter or a sort by typed specification... */
const SPEC_CHOICES = [
  ['Active Speakers', { spec: 'wooferSize:15' }],
  ['Active Speakers', { sort: 'powerRms-desc' }],
  ['Speakers', { spec: ['connections:Bluetooth', 'powerPeak:500-2000'] }],
  ['Speakers', { spec: 'wooferSize:12-15', sort: 'maxSpl-desc' }],
  ['Digital Mixers', { spec: 'channels:16-' }],
  ['Digital Mixers', { sort: 'channels-desc' }],
  ['Amplifiers', { spec: 'powerAt8Ohm:500-', sort: 'powerAt8Ohm-asc' }],
  ['Wireless Microphones', { spec: 'wirelessBand:UHF' }],
];
const SPEC_PAGES = SPEC_CHOICES.map(([category, more]) => {
  const p = new URLSearchParams({ category });
  for (const [key, value] of Object.entries(more)) for (const v of [value].flat()) p.append(key, v);
  return SEARCH + p;
});
/** ...and the same categories without: the category page as it was, facets included. */
const PLAIN_PAGES = [...new Set(SPEC_CHOICES.map(([category]) => category))].map(
  (category) => SEARCH + new URLSearchParams({ category }),
);

const GROUPS = [
  { key: 'byName', label: 'a. search by name (baseline)', urls: BY_NAME },
  { key: 'widened', label: 'b. search widened', urls: WIDENED },
  { key: 'suggest', label: 'c. suggestions as typed', urls: SUGGESTIONS },
  { key: 'plain', label: 'd. category page (baseline)', urls: PLAIN_PAGES, fresh: true },
  { key: 'spec', label: 'd. category + spec filter/sort', urls: SPEC_PAGES, fresh: true },
];

const int = (n) => Math.round(n).toLocaleString('en');
const tenth = (n) => Math.round(n * 10) / 10;
const shown = (url) => decodeURIComponent(url.split('?')[1].replace(/\+/g, ' '));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The store started on `env`, once its full list is built (it is read in the background after
 * the start, and slips are put right from its words): nothing else runs while it is measured.
 */
async function startBuilt(env) {
  const store = await startStore({ env, timeoutMs: 120_000 });
  const list = await get(`${store.url}/api/products/`, { 'accept-encoding': 'gzip' }, 60_000);
  if (list.status !== 200) {
    await store.stop();
    throw new Error(`GET /api/products/: ${list.status}`);
  }
  return store;
}

/**
 * One untimed call of each address: the answer must be a 200 with something in it, and a search
 * must have been answered as its group says (by name, or widened); one that was not moves to the
 * group it was answered in, and is named.
 */
async function check(client) {
  const notes = [];
  for (const group of GROUPS) {
    for (const url of group.urls) {
      const body = await client.expect(200, 'GET', url);
      const count = url.startsWith(SUGGEST) ? body.products.length : body.total;
      if (count === 0) notes.push(`${shown(url)}: nothing found`);
      if (group.key === 'byName' && body.showingFor)
        notes.push(`${shown(url)}: no name holds it (showing for '${body.showingFor}')`);
      if (group.key === 'widened' && !body.showingFor && count > 0)
        notes.push(`${shown(url)}: a name holds it, so not widened`);
      if (url.startsWith(SEARCH) && body.didYouMean)
        notes.push(`${shown(url)}: did you mean '${body.didYouMean}' (${count} found)`);
    }
  }
  return notes;
}

/**
 * ROUNDS rounds, each calling every group's addresses one after another (one connection, one call
 * at a time), so that a drift of the machine falls on every group alike.
 */
async function measure(client) {
  const timed = Object.fromEntries(GROUPS.map((g) => [g.key, []]));
  let floor = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const group of GROUPS) {
      for (const url of group.urls) {
        // A price floor below every price, new at each call: the same products and work, and no
        // facets kept from an earlier call (the catalogue keeps those of a page without a query 5 s).
        const asked = group.fresh ? `${url}&minPrice=${++floor}` : url;
        const t0 = performance.now();
        await client.expect(200, 'GET', asked);
        timed[group.key].push({ url, ms: performance.now() - t0 });
      }
    }
  }
  return Object.fromEntries(
    GROUPS.map((g) => {
      const list = timed[g.key];
      const sorted = Float64Array.from(list.map((t) => t.ms)).sort();
      // The slowest addresses by their median: what is slow every time, not once.
      const byUrl = new Map();
      for (const t of list) byUrl.set(t.url, [...(byUrl.get(t.url) ?? []), t.ms]);
      const slowest = [...byUrl]
        .map(([url, ms]) => ({ url, median: percentile(Float64Array.from(ms).sort(), 50) }))
        .sort((a, b) => b.median - a.median)
        .slice(0, 3);
      return [
        g.key,
        {
          calls: list.length,
          p50: tenth(percentile(sorted, 50)),
          p95: tenth(percentile(sorted, 95)),
          max: tenth(sorted.at(-1)),
          slowest: slowest.map((s) => ({ url: s.url, median: tenth(s.median) })),
        },
      ];
    }),
  );
}

/** Each SELECT one call sent, run again under EXPLAIN ANALYZE, slowest first. */
async function plansOf(db, tap, client, url) {
  await client.expect(200, 'GET', url); // as warm as when it was measured
  tap.capture();
  await client.expect(200, 'GET', url);
  const seen = new Set();
  const plans = [];
  for (const statement of tap.take()) {
    const key = JSON.stringify(statement);
    if (!/^\s*(select|with)\b/i.test(statement.text) || seen.has(key)) continue;
    if (/\bxmin\b/.test(statement.text)) continue; // the catalogue's check for changes, each second
    seen.add(key);
    plans.push(await explain(db, statement));
  }
  return plans.sort((a, b) => b.executionMs - a.executionMs);
}

function verdicts(r) {
  const ratio = Math.round((r.spec.p95 / r.plain.p95) * 100) / 100;
  return [
    {
      key: 'byName',
      what: `search by name p95 under ${TARGET.searchP95} ms`,
      ok: r.byName.p95 < TARGET.searchP95,
    },
    {
      key: 'widened',
      what: `widened search p95 under ${TARGET.searchP95} ms`,
      ok: r.widened.p95 < TARGET.searchP95,
    },
    {
      key: 'suggest',
      what: `suggestions p95 under ${TARGET.suggestP95} ms`,
      ok: r.suggest.p95 < TARGET.suggestP95,
    },
    {
      key: 'spec',
      what: `category + spec p95 within ${TARGET.specRatio}× of the plain category page's (×${ratio})`,
      ok: ratio <= TARGET.specRatio,
      ratio,
    },
  ];
}

function table(r) {
  const header = ['calls', 'group', 'p50', 'p95', 'max', 'p95 ÷ baseline'];
  const base = { byName: 'byName', widened: 'byName', suggest: 'byName', plain: 'plain' };
  base.spec = 'plain';
  const rows = GROUPS.map((g) => {
    const x = r[g.key];
    const b = r[base[g.key]];
    return [
      String(x.calls),
      g.label,
      `${x.p50} ms`,
      `${x.p95} ms`,
      `${x.max} ms`,
      b === x ? '-' : `×${Math.round((x.p95 / b.p95) * 100) / 100}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((c, i) => (i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

const server = externalServer();
const started = Date.now();
console.log(
  `search-at-scale: ${int(SIZE)} products on ${server.where}; ${ROUNDS} rounds of ` +
    `${GROUPS.map((g) => `${g.urls.length} ${g.key}`).join(', ')} (${os.cpus().length} cores, ` +
    `load ${load()})`,
);
const database = await createBenchDatabase(server.adminUrl);
const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(30).toString('base64url') };
let store;
let db;
let tap;
let client;
let failed;
try {
  // The first start migrates and seeds the demo; the copies are made with the store stopped.
  const seeding = await startStore({ env, timeoutMs: 120_000 });
  db = await connectPg({ connectionString: database.url });
  await picturesProcessed(db).finally(() => seeding.stop());
  let t0 = performance.now();
  const seeded = await growCatalogue(db, SIZE);
  const growMs = performance.now() - t0;
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE attributes <> '{}')::int AS typed,
            pg_size_pretty(pg_total_relation_size('products')) AS size
     FROM products WHERE archived_at IS NULL`,
  );
  console.log(
    `  grown from ${seeded} to ${int(SIZE)} in ${int(growMs)} ms; ${int(rows[0].typed)} with ` +
      `typed specifications; products ${rows[0].size} with its indexes`,
  );
  t0 = performance.now();
  store = await startBuilt(env);
  console.log(`  store started on them, its list built, in ${int(performance.now() - t0)} ms`);
  client = jsonClient(store.url, { maxSockets: 1, timeoutMs: 30_000 });
  const notes = await check(client);
  for (const n of notes) console.log(`  note: ${n}`);
  const loadBefore = load();
  t0 = performance.now();
  const results = await measure(client);
  const measuredS = Math.round((performance.now() - t0) / 1000);
  const loadAfter = load();
  client.close();
  await store.stop();

  const list = verdicts(results);
  const lines = [
    ...table(results),
    '',
    `${int(SIZE)} products, ${ROUNDS} rounds in ${measuredS} s, load average ${loadBefore} ` +
      `before and ${loadAfter} after (${os.cpus().length} cores)`,
    ...GROUPS.map(
      (g) =>
        `slowest ${g.key} (median of ${ROUNDS}): ` +
        results[g.key].slowest.map((s) => `${s.median} ms ${shown(s.url)}`).join(' | '),
    ),
    ...notes.map((n) => `note: ${n}`),
    ...list.map((v) => `${v.ok ? 'met   ' : 'MISSED'} ${v.what}`),
  ];

  // The statements of the slowest call of each group that missed (SEARCH_EXPLAIN=1: of every
  // group); a spec page that missed is explained beside the plain category page.
  const missed = new Set(
    list.filter((v) => !v.ok).flatMap((v) => [v.key, ...(v.ratio ? ['plain'] : [])]),
  );
  const toExplain = GROUPS.filter((g) =>
    EXPLAIN === '1' ? true : EXPLAIN !== '0' && missed.has(g.key),
  );
  const plans = {};
  if (toExplain.length > 0) {
    tap = await statementTap(new URL(database.url));
    const tapped = new URL(database.url);
    tapped.hostname = '127.0.0.1';
    tapped.port = String(tap.port);
    store = await startBuilt({ ...env, DATABASE_URL: tapped.href });
    client = jsonClient(store.url, { maxSockets: 1, timeoutMs: 30_000 });
    for (const g of toExplain) {
      const url = results[g.key].slowest[0].url;
      plans[g.key] = { url, statements: await plansOf(db, tap, client, url) };
      lines.push('', `${g.label}: the statements of ${shown(url)}, slowest first`);
      for (const p of plans[g.key].statements) {
        lines.push(
          `  ${p.executionMs} ms (planning ${p.planningMs} ms), ${p.top}, buffers hit ` +
            `${p.buffers.hit} read ${p.buffers.read}: ${p.scans.join(', ')}`,
          `    ${p.sql.slice(0, 400)}${p.sql.length > 400 ? '…' : ''}`,
          `    values ${JSON.stringify(p.values)}`,
          ...p.plan.map((l) => `    | ${l}`),
        );
      }
    }
  }

  const by = (key) => results[key];
  await record('search-at-scale', {
    headline:
      `${int(SIZE)} products: search p95 ${by('byName').p95} ms by name, ` +
      `${by('widened').p95} ms widened; suggest p95 ${by('suggest').p95} ms; category p95 ` +
      `${by('plain').p95} ms, with specs ${by('spec').p95} ms (×${list.at(-1).ratio})`,
    target: `${list.filter((v) => v.ok).length} of ${list.length} targets`,
    ok: list.every((v) => v.ok),
    lines,
    metrics: {
      size: SIZE,
      rounds: ROUNDS,
      results,
      verdicts: list,
      load: { before: loadBefore, after: loadAfter },
      notes,
      plans,
    },
  });
} catch (error) {
  failed = error;
} finally {
  client?.close();
  await store?.stop();
  await db?.end().catch(() => undefined);
  await tap?.close();
  await database.drop();
}
console.log(`search-at-scale: done in ${Math.round((Date.now() - started) / 1000)} s`);
if (failed) {
  console.error(`search-at-scale: could not measure: ${failed.stack ?? failed.message}`);
  process.exitCode = 1;
}
