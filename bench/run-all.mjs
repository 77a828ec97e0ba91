// Runs every benchmark in turn, each in its own process so one failing does not stop the others.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { latestResult, ROOT } from './lib/server.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const ordersDuration = Number(process.env.BENCH_DURATION ?? 15);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// growth.mjs alone measures 210, 10,000 and 50,000 products; here (and so in CI) the first two,
// unless GROWTH_SIZES says otherwise. Its time: as its own deadline, about 100 s a size, 4 s more
// per 1,000 products, two order runs, and 30 s to spare.
const growthSizes = process.env.GROWTH_SIZES ?? '210,10000';
const growthOrders = Number(process.env.GROWTH_ORDER_SECONDS ?? 10);
const growthTimeoutS = growthSizes
  .split(',')
  .reduce((s, n) => s + 100 + Number(n) * 0.004 + 2 * growthOrders, 90);
// search-at-scale.mjs alone grows the catalogue to 50,000 products; here (and in CI) to 10,000,
// unless SEARCH_SIZE says otherwise. Its time: as its own deadline, and 30 s to spare.
const searchSize = process.env.SEARCH_SIZE ?? '10000';
const searchTimeoutS = 300 + Number(searchSize) * 0.005 + 30;
// Passed on to lighthouse: the pages to audit instead of its default four
// (/, /shop, /cart, /checkout).
const lighthousePaths = process.argv.slice(2);
const lighthousePages = lighthousePaths.length || 4;
// photos.mjs audits four pages that lighthouse.mjs and product-pages.mjs audit three times already,
// here with camera photos: once each under run-all (and so in CI), unless PHOTOS_LIGHTHOUSE_RUNS
// says otherwise, to keep CI within its hour.
const photosRuns = Number(process.env.PHOTOS_LIGHTHOUSE_RUNS ?? 1);
// BENCH_UNTIL (seconds since the epoch; CI sets it, .ci/run): a benchmark gets no more time than is
// left before it, and none starts with less than a minute left. Those cut short or not started
// are listed as such, not as errors: CI must end within its limit, and a benchmark reports, it
// never fails the build for a missed target. The open issues' benchmarks come first.
const until = Number(process.env.BENCH_UNTIL) || Infinity;
const secondsLeft = () => until - Date.now() / 1000;
const BENCHMARKS = [
  { name: 'bundle-size', timeoutS: 90 },
  { name: 'catalogue', timeoutS: 2 * (duration + 2) + 150 },
  // Two stores in turn (embedded and external PostgreSQL): 3 s warm-up, the orders, 10 s catalogue.
  { name: 'orders', timeoutS: 2 * (3 + ordersDuration + 10) + 240 },
  // pgbench replaying an order's SQL, then the store's orders, each 3 s warm-up + 10 s.
  { name: 'order-limit', timeoutS: 2 * (3 + duration) + 300 },
  // Sinhala and Tamil (issue #30): Lighthouse on /si/, /ta/shop and a Tamil product page.
  { name: 'languages', timeoutS: 3 * lighthouseRuns * 130 + 390 },
  // 3 × (an empty DATA_DIR started, stopped, started again); stops itself after 180 s.
  { name: 'cold-start', timeoutS: 210 },
  { name: 'memory', timeoutS: 180 },
  // A store per catalogue size: API, the Shop on a phone in Chromium, orders, rebuilds.
  { name: 'growth', env: { GROWTH_SIZES: growthSizes }, timeoutS: Math.round(growthTimeoutS) },
  // The 86 shopper queries against the demo catalogue: precision in the first five, zero results.
  { name: 'search-relevance', timeoutS: 180 },
  // The search in the shopper's words, suggestions and spec filters on a grown catalogue.
  {
    name: 'search-at-scale',
    env: { SEARCH_SIZE: searchSize },
    timeoutS: Math.round(searchTimeoutS),
  },
  {
    name: 'lighthouse',
    args: lighthousePaths,
    timeoutS: lighthousePages * lighthouseRuns * 130 + 330,
  },
  // 24 camera photos made and uploaded; the Shop, Home, a category page and a product page on a
  // phone, Lighthouse on the four.
  {
    name: 'photos',
    env: { PHOTOS_LIGHTHOUSE_RUNS: String(photosRuns) },
    timeoutS: 4 * photosRuns * 130 + 540,
  },
  // A camera photo on a product's page, Lighthouse on it, then the page and the catalogue loaded.
  { name: 'product-pages', timeoutS: lighthouseRuns * 130 + 2 * (duration + 3) + 330 },
];

for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(ROOT, file))) {
    console.error(`${file} is missing: run \`npm run build\` at the repo root first`);
    process.exit(1);
  }
}

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    current?.kill('SIGTERM'); // each benchmark stops what it started on SIGTERM
    process.exitCode = 130;
  });
}

/** Runs one benchmark; past its time it gets SIGTERM (it cleans up), then SIGKILL 30 s later. */
async function run({ name, args = [], env = {}, timeoutS }, onTimeout) {
  const child = spawn(process.execPath, [path.join(HERE, `${name}.mjs`), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  current = child;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const timer = setTimeout(() => {
    onTimeout?.();
    console.error(`${name}: over ${timeoutS} s, stopping it`);
    child.kill('SIGTERM');
    sleep(30_000, 0, { ref: false }).then(() => child.exitCode === null && child.kill('SIGKILL'));
  }, timeoutS * 1000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

const rows = [];
for (const bench of BENCHMARKS) {
  if (process.exitCode === 130) break;
  const left = Math.floor(secondsLeft());
  if (left < 60) {
    rows.push([
      bench.name,
      'not run: under a minute left before BENCH_UNTIL',
      '',
      'SKIPPED',
      '0 s',
    ]);
    continue;
  }
  console.log(`\n=== ${bench.name}`);
  const started = Date.now();
  const cut = left < bench.timeoutS;
  let outOfTime = false;
  const code = await run(cut ? { ...bench, timeoutS: left } : bench, () => (outOfTime = cut));
  const result = await latestResult(bench.name, started);
  const seconds = Math.round((Date.now() - started) / 1000);
  rows.push(
    result
      ? [bench.name, result.headline, result.target, result.ok ? 'met' : 'MISSED', `${seconds} s`]
      : outOfTime
        ? [bench.name, 'cut short: BENCH_UNTIL came', '', 'SKIPPED', `${seconds} s`]
        : [bench.name, `no result (exit ${code})`, '', 'ERROR', `${seconds} s`],
  );
}

const header = ['benchmark', 'result', 'target', 'verdict', 'took'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const format = (row) =>
  row
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(format(row));
if (rows.some((r) => r[3] === 'ERROR')) process.exitCode = 1;
