// Product pages (issue #16): `/product/<slug>`, rendered on the server and served from memory,
// with a camera photo as the product's main picture, as a shop's products will have.
//
// - The product: the first seeded one by name whose page has specifications and related products
//   (`GET /api/products/by-slug/<slug>`). One camera photo (lib/camera-photo.mjs, 4032×3024 JPEG,
//   EXIF) is uploaded through the back office as photos.mjs does, and the product is patched so
//   it comes first, before its drawings; then the page is polled until its HTML shows it.
// - Lighthouse mobile on the page, LIGHTHOUSE_RUNS (default 3) runs: performance,
//   accessibility, best-practices and SEO (median of runs) and LCP (median and each run); the
//   failing audits of each category printed, so the output says what to fix.
// - Throughput: autocannon against the page and against `GET /api/products/` (the catalogue's
//   full list, also served from memory: the baseline, measured in the same run), both with a
//   browser's accept-encoding, the same connections and time; in four windows, catalogue, page,
//   page, catalogue, so a drift of the machine falls on both alike. Req/s, p99, the store's CPU
//   per request (its node process and its PostgreSQL, which the page must not need) and the ratio
//   page/catalogue. Every page answer must be a 200 with the ETag it had before the load.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { cameraPhoto } from './lib/camera-photo.mjs';
import { firstProductPage } from './lib/choose-product.mjs';
import { CHROME } from './lib/chromium.mjs';
import { jsonClient, percentile } from './lib/http-json.mjs';
import { cpuSeconds, descendants } from './lib/proc.mjs';
import {
  failing,
  fetchLighthouse,
  LIGHTHOUSE,
  lighthousePages,
  median,
  metric,
  RUN_TIMEOUT,
  score,
  SEO_TARGETS,
} from './lib/lighthouse-run.mjs';
import { deadline, get, record, startStore, tempDir } from './lib/server.mjs';
import { table } from './lib/table.mjs';
import { uploadPhoto } from './lib/upload-photo.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Each of the four windows is half of DURATION (whole seconds: autocannon stops on a second's
 * tick), so each address is loaded about DURATION s in all.
 */
const WINDOW = Math.max(1, Math.ceil(DURATION / 2));
const WARMUP = 2;
const CONNECTIONS = 50;
const CATALOGUE = '/api/products/';
/** What Chromium sends: the store answers both with brotli. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** core's MAX_PICTURES: the pictures a product may have. */
const MAX_PICTURES = 10;
const TARGET = { lcpMs: 2500, ratio: 0.8 };
const RESULTS = fileURLToPath(new URL('results/', import.meta.url));
if (!(RUNS >= 1) || !(DURATION > 0)) {
  console.error('LIGHTHOUSE_RUNS must be 1 or more and BENCH_DURATION above 0');
  process.exit(1);
}
// About 4 minutes on two cores; room for a slow machine, and for Lighthouse's own time limits.
deadline(RUNS * RUN_TIMEOUT + (2 * WARMUP + 4 * WINDOW) * 1000 + 300_000, 'product-pages');

if (!existsSync(CHROME)) {
  console.error(`no Chromium at ${CHROME}; install it with: apt-get install chromium`);
  process.exit(1);
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/** The page as a browser gets it, unpacked; with its status, ETag and bytes sent. */
async function fetchPage(url) {
  const res = await get(url, HEADERS);
  const encoding = res.headers['content-encoding'];
  const html = encoding === 'br' ? brotliDecompressSync(res.body).toString('utf8') : '';
  return { status: res.status, etag: res.headers.etag, encoding, bytes: res.body.length, html };
}

/** Until the page's HTML shows the picture (the page is made again after the catalogue changes). */
async function waitForPicture(url, id) {
  const until = Date.now() + 15_000;
  let last;
  while (Date.now() < until) {
    last = await fetchPage(url);
    if (last.status === 200 && last.html.includes('<div id="root"></div>')) {
      throw new Error(`${url} is the app's empty shell, not a page rendered on the server`);
    }
    if (last.status === 200 && last.html.includes(`/media/${id}`)) return last;
    await sleep(200);
  }
  throw new Error(
    `${url} did not show picture ${id} within 15 s (last answer: ${last?.status}, ` +
      `content-encoding ${last?.encoding})`,
  );
}

/**
 * The page's own scripts, styles and preloads (`/assets/...`) that do not answer 200: a page
 * naming files its build does not have (or a web app rebuilt under the running store).
 */
async function missingAssets(url, html) {
  const names = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  const missing = [];
  for (const name of names) {
    const res = await get(url + name, HEADERS);
    if (res.status !== 200) missing.push(`${name} ${res.status}`);
  }
  return { count: names.size, missing };
}

/** The store's node process and what it started (its embedded PostgreSQL). */
const storePids = (pid) => [pid, ...descendants(pid).map((p) => p.pid)];

/**
 * Until the store and its PostgreSQL have used under a tenth of a core for a whole second: after
 * start the store processes the demo's drawings, which changes the catalogue (and so the pages).
 */
async function settle(pid) {
  const used = () => cpuSeconds(storePids(pid));
  const until = Date.now() + 60_000;
  for (let last = used(); Date.now() < until;) {
    await sleep(1_000);
    const now = used();
    if (now - last < 0.1) return;
    last = now;
  }
  console.log('  the store was still busy after 60 s; measuring anyway');
}

/**
 * One window of autocannon on `address`: its requests, duration, latencies (every answer's, to
 * merge windows), answers by status and ETag, and the CPU of the store's node process and of the
 * rest (its PostgreSQL) meanwhile.
 */
async function load(url, address, pid, seconds) {
  const latencies = [];
  const answers = new Map(); // "<status> <etag>" → count
  const setupClient = (client) => {
    client.on('headers', ({ statusCode, headers }) => {
      let etag = '-';
      for (let i = 0; i < headers.length; i += 2) {
        if (headers[i].toLowerCase() === 'etag') etag = headers[i + 1];
      }
      const key = `${statusCode} ${etag}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    });
    client.on('response', (status, bytes, ms) => latencies.push(ms));
  };
  const others = descendants(pid).map((p) => p.pid);
  const [node0, pg0] = [cpuSeconds([pid]), cpuSeconds(others)];
  const client0 = process.cpuUsage();
  const r = await autocannon({
    url: url + address,
    connections: CONNECTIONS,
    headers: HEADERS,
    duration: seconds,
    setupClient,
  });
  const client = process.cpuUsage(client0);
  return {
    total: r.requests.total,
    duration: r.duration,
    latencies,
    answers,
    problems: r.errors + r.timeouts + r.non2xx,
    nodeCpu: cpuSeconds([pid]) - node0,
    pgCpu: cpuSeconds(others) - pg0,
    clientCpu: (client.user + client.system) / 1e6,
    bytes: r.throughput.total,
  };
}

/** The windows of one address, merged: req/s over their whole time, p99 of every answer. */
function merge(windows) {
  const sum = (f) => windows.reduce((t, w) => t + f(w), 0);
  const total = sum((w) => w.total);
  const duration = sum((w) => w.duration);
  const answers = new Map();
  for (const w of windows)
    for (const [k, n] of w.answers) answers.set(k, (answers.get(k) ?? 0) + n);
  const latencies = windows.flatMap((w) => w.latencies).sort((a, b) => a - b);
  return {
    rps: Math.round(total / duration),
    windowsRps: windows.map((w) => Math.round(w.total / w.duration)),
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    total,
    problems: sum((w) => w.problems),
    answers: Object.fromEntries(answers),
    cpuUsPerRequest: Math.round((sum((w) => w.nodeCpu + w.pgCpu) * 1e6) / total),
    nodeCpuUsPerRequest: Math.round((sum((w) => w.nodeCpu) * 1e6) / total),
    pgCpuSeconds: Math.round(sum((w) => w.pgCpu) * 100) / 100,
    bytesPerResponse: Math.round(sum((w) => w.bytes) / total),
    clientCpu: Math.round((sum((w) => w.clientCpu) / duration) * 100),
  };
}

/**
 * The element Lighthouse took for the LCP, as a CSS selector with the start of its markup, and the
 * LCP's phases (TTFB, load delay, load time, render delay), when its report names them.
 */
function lcpDetails(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : [details];
  const node = tables?.[0]?.items?.[0]?.node;
  const element = node
    ? `${node.selector ?? ''}${node.snippet ? ` ${node.snippet.slice(0, 160)}` : ''}`
    : '?';
  const phases = (tables?.[1]?.items ?? [])
    .map((p) => `${p.phase} ${Math.round(p.timing)} ms`)
    .join(', ');
  return { element, phases: phases || '?' };
}

/** A failing audit's line, cut short: some insights list paragraphs of advice as their items. */
const short = (line) => (line.length > 240 ? `${line.slice(0, 239)}…` : line);

let store;
const tmp = await tempDir('avb-product-');
try {
  console.log(
    `product-pages: ${LIGHTHOUSE} (mobile) ${RUNS} runs; autocannon ${CONNECTIONS} connections`,
  );
  await fetchLighthouse(tmp); // fetched once, untimed
  const admin = {
    email: 'bench-admin@example.com',
    password: randomBytes(12).toString('base64url'),
  };
  // The photo first: made while the store starts, it would slow the start and be slowed by it.
  const madeAt = performance.now();
  const photo = await cameraPhoto(0);
  console.log(
    `  made a ${photo.width}×${photo.height} camera photo (${(photo.bytes.length / 1e6).toFixed(2)} MB, ` +
      `EXIF orientation ${photo.orientation}) in ${s(performance.now() - madeAt)}`,
  );

  store = await startStore({
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    timeoutMs: 120_000,
  });
  const client = jsonClient(store.url);
  const { token } = await client.expect(200, 'POST', '/api/auth/login', admin);
  const headers = { authorization: `Bearer ${token}` };
  const { product, related } = await firstProductPage(
    client,
    (page) => page.product.specs.length > 0 && page.related.length > 0,
    'specifications and related products',
  );
  const page = `/product/${product.slug}`;
  console.log(
    `  ${page}: ${product.name}, ${product.specs.length} specifications, ` +
      `${product.pictures.length} pictures, ${related.length} related products`,
  );

  // The demo's drawings are processed after start; the upload is timed on a quiet store.
  await settle(store.pid);
  const { ms, picture } = await uploadPhoto(store.url, headers, product, photo);
  const address = `/api/admin/products/${product.id}`;
  const edited = await client.expect(200, 'GET', address, undefined, headers);
  const pictures = [
    { id: picture.id, alt: `${product.name}, photographed in the shop` },
    ...edited.pictures.map(({ id, alt }) => ({ id, alt })),
  ].slice(0, MAX_PICTURES);
  await client.expect(200, 'PATCH', address, { version: edited.version, pictures }, headers);
  const before = await waitForPicture(store.url + page, picture.id);
  const shown = await client.expect(200, 'GET', `/api/products/by-slug/${product.slug}`);
  if (shown.product.pictures[0]?.id !== picture.id) {
    throw new Error(`by-slug shows ${shown.product.pictures[0]?.id} first, not the photo`);
  }
  console.log(
    `  uploaded in ${s(ms)} (${picture.width}×${picture.height} kept), first of ` +
      `${pictures.length} pictures; the page shows it: ${kb(before.bytes)} brotli, ` +
      `${kb(Buffer.byteLength(before.html))} HTML, ETag ${before.etag}`,
  );
  const assets = await missingAssets(store.url, before.html);
  if (assets.missing.length) console.log(`  missing: ${assets.missing.join(', ')}`);
  await settle(store.pid);

  // Lighthouse on a quiet machine, before the load.
  const categories = Object.keys(SEO_TARGETS);
  const { scores, medianRun, runs } = (
    await lighthousePages(store.url, [page], RUNS, tmp, categories)
  )[page];
  const lcps = runs.map((r) =>
    Math.round(r.audits['largest-contentful-paint']?.numericValue ?? NaN),
  );
  const lcpMs = median(lcps);
  const lcp = lcpDetails(medianRun);
  await fs.mkdir(RESULTS, { recursive: true });
  await fs.writeFile(
    path.join(RESULTS, 'product-pages-lighthouse.report.json'),
    JSON.stringify(medianRun),
  );
  // What lost points: every category's failing audits in the median run (performance's only
  // when under its target: its diagnostics always list something).
  const failures = Object.fromEntries(
    categories
      .filter((c) => c !== 'performance' || scores[c] < SEO_TARGETS[c])
      .map((c) => [c, failing(medianRun, c)]),
  );

  // Throughput: both addresses warmed up, then catalogue, page, page, catalogue.
  const gzCatalogue = await get(store.url + CATALOGUE, HEADERS);
  const pageNow = await fetchPage(store.url + page);
  if (gzCatalogue.status !== 200 || pageNow.status !== 200) {
    throw new Error(
      `before the load: ${CATALOGUE} ${gzCatalogue.status}, ${page} ${pageNow.status}`,
    );
  }
  const catalogueEncoding = gzCatalogue.headers['content-encoding'];
  console.log(
    `  load: ${CATALOGUE} ${kb(gzCatalogue.body.length)} (${catalogueEncoding}), ${page} ` +
      `${kb(pageNow.bytes)} (${pageNow.encoding}); ${WARMUP} s warm-up each, then 4 windows of ` +
      `${WINDOW} s`,
  );
  for (const a of [CATALOGUE, page]) await load(store.url, a, store.pid, WARMUP);
  const windows = { catalogue: [], page: [] };
  for (const which of ['catalogue', 'page', 'page', 'catalogue']) {
    const w = await load(store.url, which === 'page' ? page : CATALOGUE, store.pid, WINDOW);
    windows[which].push(w);
    console.log(`  ${which}: ${Math.round(w.total / w.duration).toLocaleString('en')} req/s`);
  }
  const cat = merge(windows.catalogue);
  const pg = merge(windows.page);
  const ratio = Math.round((pg.rps / cat.rps) * 100) / 100;
  const cpuRatio = Math.round((cat.cpuUsPerRequest / pg.cpuUsPerRequest) * 100) / 100;
  const expected = `200 ${pageNow.etag}`;
  const odd = Object.entries(pg.answers).filter(([k]) => k !== expected);
  const sameEtag = odd.length === 0 && pg.problems === 0;
  const saturated = Math.max(cat.clientCpu, pg.clientCpu) >= 90;

  const lhOk =
    Object.entries(SEO_TARGETS).every(([c, t]) => scores[c] >= t) && lcpMs < TARGET.lcpMs;
  const after = await missingAssets(store.url, pageNow.html);
  const missing = [...new Set([...assets.missing, ...after.missing])];
  const ok =
    lhOk && ratio >= TARGET.ratio && sameEtag && cat.problems === 0 && missing.length === 0;
  const row = (label, r) => [
    label,
    ...categories.map((c) => score(r, c)),
    `${lcps[runs.indexOf(r)]} ms`,
  ];
  const lines = [
    ...table(
      [`Lighthouse mobile ${page}`, ...categories, 'LCP'],
      [
        ...runs.map((r, i) => row(`run ${i + 1}`, r)),
        ['median', ...categories.map((c) => scores[c]), `${lcpMs} ms`],
      ],
    ),
    `median run: FCP ${metric(medianRun, 'first-contentful-paint')}, LCP ` +
      `${metric(medianRun, 'largest-contentful-paint')}, TBT ${metric(medianRun, 'total-blocking-time')}, ` +
      `CLS ${metric(medianRun, 'cumulative-layout-shift')}, Speed Index ${metric(medianRun, 'speed-index')}`,
    `LCP element: ${lcp.element}`,
    `LCP phases: ${lcp.phases}`,
    ...Object.entries(failures).flatMap(([c, list]) => list.map((l) => short(`${c} fails ${l}`))),
    '',
    ...table(
      [
        `autocannon ${CONNECTIONS} conn., br`,
        'req/s',
        'windows',
        'p99',
        'store CPU/request',
        'PostgreSQL CPU',
        'bytes',
        'load generator CPU',
      ],
      [
        [`GET ${CATALOGUE}`, cat],
        [`GET ${page}`, pg],
      ].map(([label, r]) => [
        label,
        r.rps.toLocaleString('en'),
        r.windowsRps.join(' '),
        `${r.p99} ms`,
        `${r.cpuUsPerRequest} µs`,
        `${r.pgCpuSeconds} s`,
        kb(r.bytesPerResponse),
        `${r.clientCpu}%`,
      ]),
    ),
    `ratio page/catalogue: ${ratio.toFixed(2)} req/s, ${cpuRatio.toFixed(2)} by CPU per request ` +
      `(catalogue's/page's)` +
      (saturated ? '; the load generator was saturated: read the CPU ratio for capacity' : ''),
    sameEtag
      ? `every one of the page's ${pg.total.toLocaleString('en')} answers: 200, ETag ${pageNow.etag}`
      : `the page's answers were not all 200 with ETag ${pageNow.etag}: ` +
        `${JSON.stringify(pg.answers)}, ${pg.problems} errors, timeouts or non-2xx`,
    missing.length
      ? `the page names files that do not answer 200 (a build changed under the store?): ` +
        missing.join(', ')
      : `the page's ${assets.count} scripts, styles and preloads all answered 200`,
    ...(pageNow.etag === before.etag
      ? []
      : [`the page was made again between the upload (${before.etag}) and the load`]),
    ...(cat.problems ? [`the catalogue had ${cat.problems} errors, timeouts or non-2xx`] : []),
    `targets: Lighthouse ${Object.values(SEO_TARGETS).join('/')} (${categories.join('/')}), LCP ` +
      `under ${s(TARGET.lcpMs)}; page/catalogue req/s ${TARGET.ratio} or more; every page answer ` +
      `200 with one ETag`,
    `median run's full report: bench/results/product-pages-lighthouse.report.json`,
  ];
  await record('product-pages', {
    headline:
      `${categories.map((c) => scores[c]).join('/')}, LCP ${s(lcpMs)}; page/catalogue ` +
      `${ratio.toFixed(2)} (${pg.rps} / ${cat.rps} req/s)`,
    target: `Lighthouse 95/100/100/100, LCP < 2.5 s, ratio ≥ ${TARGET.ratio}`,
    ok,
    lines,
    metrics: {
      page,
      product: product.name,
      uploadMs: Math.round(ms),
      pageBytes: { br: pageNow.bytes, html: Buffer.byteLength(pageNow.html) },
      lighthouseRuns: RUNS,
      lighthouse: scores,
      lcpMs,
      lcpRunsMs: lcps,
      lcpElement: lcp.element,
      lcpPhases: lcp.phases,
      runs: runs.map((r) => Object.fromEntries(categories.map((c) => [c, score(r, c)]))),
      failures,
      connections: CONNECTIONS,
      windowSeconds: WINDOW,
      ratio,
      cpuRatio,
      saturated,
      sameEtag,
      missingAssets: missing,
      catalogue: cat,
      productPage: pg,
    },
  });
} catch (error) {
  console.error(`product-pages: ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await store?.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
