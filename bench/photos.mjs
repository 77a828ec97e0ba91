// Real product photos (issue "Real product photos"): 24 camera-sized photos (lib/camera-photo.mjs,
// 4032×3024 JPEG, 3-4 MB, EXIF, a third taken sideways) uploaded through the back office to Home's
// featured products and the Shop's first page, replacing their drawings.
//
// - Upload: one at a time, as the back office sends them (multipart, field `file`), each timed
//   from the request to the answer (the store makes every variant before answering), beside the
//   store's CPU for it; the store is first left to finish the drawings it processes after start.
// - Pictures on a phone: Chromium with Lighthouse's mobile screen (412×823 at 1.75), an empty
//   cache, no scrolling; once the network is idle, every /media/ response's transfer size
//   (Resource Timing), by variant. On /shop and /, with the drawings before the uploads (the
//   baseline) and with the photos after; the photos' own bytes for scale.
// - A category page and a product page (issue #26): the Shop's category among the photographed
//   products' whose first page shows the most photos (`/shop?category=<name>`), and the page of
//   the first photographed product (`/product/<slug>`); their pictures counted as above.
// - Lighthouse mobile on /shop, /, the category page and the product page with the photos, median
//   of PHOTOS_LIGHTHOUSE_RUNS (default LIGHTHOUSE_RUNS, 3): performance, accessibility,
//   best-practices and SEO, the failing audits of each category under 100, the median run's LCP
//   and each page's weight on a phone: Lighthouse's total-byte-weight (every byte transferred on
//   load, no scrolling) split by kind from its network-requests audit.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { cameraPhoto } from './lib/camera-photo.mjs';
import { CHROME } from './lib/chromium.mjs';
import { jsonClient, percentile } from './lib/http-json.mjs';
import { launchBrowser } from './lib/keystrokes.mjs';
import { cpuSeconds, descendants } from './lib/proc.mjs';
import {
  failing,
  fetchLighthouse,
  LIGHTHOUSE,
  lighthousePages,
  metric,
  RUN_TIMEOUT,
  SEO_TARGETS,
} from './lib/lighthouse-run.mjs';
import { deadline, record, startStore, tempDir } from './lib/server.mjs';
import { table } from './lib/table.mjs';
import { uploadPhoto } from './lib/upload-photo.mjs';

const PHOTOS = 24;
const RUNS = Number(process.env.PHOTOS_LIGHTHOUSE_RUNS ?? process.env.LIGHTHOUSE_RUNS ?? 3);
/** The pages measured before and after the uploads; the category and product pages are added. */
const PAGES = ['/shop', '/'];
/** The issue's targets (#26): every page's SEO too. */
const TARGETS = SEO_TARGETS;
const TARGET = { shopBytes: 1.5e6, uploadMs: 2000 };
/** Lighthouse's mobile device (moto g power): the same screen for the downloads counted here. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
};
const RESULTS = fileURLToPath(new URL('results/', import.meta.url));
if (!(RUNS >= 1)) {
  console.error('PHOTOS_LIGHTHOUSE_RUNS (or LIGHTHOUSE_RUNS) must be 1 or more');
  process.exit(1);
}
// About 8 minutes on two cores; room for a slow machine, and for Lighthouse's own time limits.
// Four pages in Lighthouse: /shop, /, a category page and a product page.
deadline(4 * RUNS * RUN_TIMEOUT + 480_000, 'photos');

if (!existsSync(CHROME)) {
  console.error(`no Chromium at ${CHROME}; install it with: apt-get install chromium`);
  process.exit(1);
}

// Decimal units, as the issue's targets are written (1.5 MB = 1,500,000 bytes).
const kb = (n) => `${Math.round(n / 1000).toLocaleString('en')} KB`;
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The products to photograph: Home's featured ones, then the Shop's first page in its order. */
async function chooseProducts(client) {
  const featured = await client.expect(
    200,
    'GET',
    '/api/products/search?featured=true&pageSize=10',
  );
  const shop = await client.expect(200, 'GET', '/api/products/search'); // the Shop's own call
  const chosen = new Map();
  for (const p of [...featured.items, ...shop.items]) if (chosen.size < PHOTOS) chosen.set(p.id, p);
  if (chosen.size < PHOTOS) throw new Error(`only ${chosen.size} products to photograph`);
  const onShop = shop.items.slice(0, 12).filter((p) => chosen.has(p.id)).length;
  return { products: [...chosen.values()], featured: featured.items.length, onShop };
}

/**
 * The category page: of the photographed products' categories, the one whose first Shop page
 * (the Shop's own call) shows the most of them; ties to the one with more photographed products.
 */
async function chooseCategory(client, products) {
  const count = new Map();
  for (const p of products) count.set(p.category, (count.get(p.category) ?? 0) + 1);
  const ids = new Set(products.map((p) => p.id));
  let best;
  for (const [category, n] of [...count].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    const q = new URLSearchParams({ category });
    const page = await client.expect(200, 'GET', `/api/products/search?${q}`);
    const shown = page.items.filter((p) => ids.has(p.id)).length;
    if (!best || shown > best.shown) best = { category, shown, cards: page.items.length, n };
  }
  return { ...best, path: `/shop?${new URLSearchParams({ category: best.category })}` };
}

/** Until `url`'s HTML names picture `id` (pages made on the server are made again after a change). */
async function waitForPage(url, id) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const res = await fetch(url);
    if (res.ok && (await res.text()).includes(`/media/${id}`)) return true;
    await sleep(200);
  }
  return false; // a page the browser builds (no HTML of its own) never names it
}

/**
 * A category's failing audits. For performance: the metrics that lost points with their values,
 * then the unweighted diagnostics that name what is at fault (the others only repeat the metrics).
 */
function failures(lhr, category) {
  const lines = failing(lhr, category);
  if (category !== 'performance') return lines;
  return lines
    .map((line) => {
      const id = line.slice(0, line.indexOf(':'));
      const value = lhr.audits[id]?.displayValue;
      return line.includes('(weight 0') ? line : `${line}${value ? ` ${value}` : ''}`;
    })
    .filter(
      (line) =>
        !line.includes('(weight 0') ||
        (line.includes(' [') && !line.startsWith('network-dependency-tree-insight')),
    );
}

/** Kinds of a page's weight, by Lighthouse's resourceType. */
const KINDS = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Image: 'images',
  Font: 'fonts',
};
const KIND_NAMES = ['html', 'js', 'css', 'images', 'fonts', 'other'];

/**
 * A page's weight on a phone from a Lighthouse run: total-byte-weight (every byte transferred on
 * load, without scrolling) and its split by kind from network-requests (the page's requests with
 * their transfer sizes; data: URLs transfer nothing).
 */
function pageWeight(lhr) {
  const total = lhr.audits['total-byte-weight']?.numericValue ?? null;
  const byKind = Object.fromEntries(KIND_NAMES.map((k) => [k, 0]));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  for (const r of requests) byKind[KINDS[r.resourceType] ?? 'other'] += r.transferSize ?? 0;
  return { total: total === null ? null : Math.round(total), requests: requests.length, byKind };
}

/** The pictures a phone downloads on `url`'s first screen: every /media/ response, no scrolling. */
async function pictureBytes(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const list = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, bytes: e.transferSize }))
        .filter((e) => e.path.startsWith('/media/')),
    );
    // By variant: /media/<id>/<width>.<format>, or /media/<id>.jpg (the widest JPEG).
    const kinds = new Map();
    for (const { path: p, bytes } of list) {
      const variant = /\/(\d+\.[a-z]+)$/.exec(p)?.[1] ?? `widest ${path.extname(p).slice(1)}`;
      const kind = kinds.get(variant) ?? { n: 0, bytes: 0 };
      kinds.set(variant, { n: kind.n + 1, bytes: kind.bytes + bytes });
    }
    return {
      count: list.length,
      bytes: list.reduce((sum, e) => sum + e.bytes, 0),
      variants: [...kinds].map(([v, k]) => `${k.n}× ${v} ${kb(k.bytes)}`).join(', ') || '-',
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Until the full list shows the photos (it is rebuilt in the background after each change). */
async function waitForPictures(client, wanted) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const list = await client.expect(200, 'GET', '/api/products/');
    const shown = new Set(list.flatMap((p) => p.images));
    if (wanted.every((id) => shown.has(`/media/${id}.jpg`))) return;
    await sleep(200);
  }
  throw new Error('the photos did not show in the catalogue within 15 s');
}

/**
 * Until the store and its PostgreSQL have used under a tenth of a core for a whole second: after
 * start the store processes the demo's drawings, which would slow the first uploads.
 */
async function settle(pid) {
  const used = () => cpuSeconds([pid, ...descendants(pid).map((child) => child.pid)]);
  const until = Date.now() + 60_000;
  for (let last = used(); Date.now() < until;) {
    await sleep(1_000);
    const now = used();
    if (now - last < 0.1) return;
    last = now;
  }
  console.log('  the store was still busy after 60 s; measuring anyway');
}

let store;
let phone;
const tmp = await tempDir('avb-photos-');
try {
  console.log(`photos: ${PHOTOS} camera photos, ${LIGHTHOUSE} (mobile) ${RUNS} runs per page`);
  await fetchLighthouse(tmp); // fetched once, untimed
  const admin = {
    email: 'bench-admin@example.com',
    password: randomBytes(12).toString('base64url'),
  };
  // The photos first: made while the store starts, they would slow each other down.
  const photos = [];
  const madeAt = performance.now();
  for (let i = 0; i < PHOTOS; i++) photos.push(await cameraPhoto(i));
  const raw = photos.reduce((sum, p) => sum + p.bytes.length, 0);
  const sizes = photos.map((p) => p.bytes.length);
  const sideways = photos.filter((p) => p.orientation === 6).length;
  console.log(
    `  made ${PHOTOS} photos in ${s(performance.now() - madeAt)}: ${mb(raw)} in all, ` +
      `${mb(Math.min(...sizes))} to ${mb(Math.max(...sizes))} each, ` +
      `${sideways} taken sideways (EXIF orientation 6)`,
  );
  console.log(`  ${sizes.map((n) => (n / 1e6).toFixed(2)).join(' ')} MB`);
  const outside = sizes.filter((n) => n < 3e6 || n > 4e6).length;
  if (outside) console.log(`  ${outside} photos outside 3-4 MB`);

  store = await startStore({
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    timeoutMs: 120_000,
  });
  const client = jsonClient(store.url);
  const { token } = await client.expect(200, 'POST', '/api/auth/login', admin);
  const headers = { authorization: `Bearer ${token}` };
  const { products, featured, onShop } = await chooseProducts(client);
  console.log(
    `  ${PHOTOS} products: Home's ${featured} featured and the Shop's first page by name ` +
      `(${onShop} of its first 12 cards)`,
  );
  const category = await chooseCategory(client, products);
  // The first photographed product (a featured one); its slug from the full list if need be.
  const productPhoto = products[0];
  const slug =
    productPhoto.slug ??
    (await client.expect(200, 'GET', '/api/products/')).find((p) => p.id === productPhoto.id)?.slug;
  if (!slug) throw new Error(`${productPhoto.name} has no slug for its page`);
  const productPage = `/product/${slug}`;
  console.log(
    `  category page ${category.path}: ${category.n} photographed products, ` +
      `${category.shown} of its first page's ${category.cards} cards; product page ${productPage}`,
  );
  const pages = [...PAGES, category.path, productPage];

  await settle(store.pid);
  phone = await launchBrowser();
  const { browser } = phone;
  const rows = [];
  for (const page of pages) {
    const before = await pictureBytes(browser, store.url + page);
    rows.push({ page, state: 'drawings', ...before });
  }

  // One at a time, as the back office sends them; the store's CPU for each beside its time.
  await settle(store.pid);
  const uploads = [];
  for (const [i, product] of products.entries()) {
    const cpuBefore = cpuSeconds([store.pid]);
    const { ms, picture } = await uploadPhoto(store.url, headers, product, photos[i], i);
    const cpuMs = (cpuSeconds([store.pid]) - cpuBefore) * 1000;
    const address = `/api/admin/products/${product.id}`;
    const { version } = await client.expect(200, 'GET', address, undefined, headers);
    const pictures = [{ id: picture.id, alt: `${product.name}, photographed in the shop` }];
    await client.expect(200, 'PATCH', address, { version, pictures }, headers);
    const upright = picture.height > picture.width === (photos[i].orientation === 6);
    uploads.push({ ms, cpuMs, id: picture.id, upright });
  }
  const times = uploads.map((u) => u.ms).sort((a, b) => a - b);
  const cpu = uploads.map((u) => u.cpuMs).sort((a, b) => a - b);
  const timing = { p50: percentile(times, 50), max: times.at(-1), cpuP50: percentile(cpu, 50) };
  const upright = uploads.filter((u) => u.upright).length;
  // A sideways photo is a portrait once upright: its variants have a third more pixels or more.
  const p50Of = (turned) =>
    percentile(
      uploads
        .filter((u, i) => (photos[i].orientation === 6) === turned)
        .map((u) => u.ms)
        .sort((a, b) => a - b),
      50,
    );
  timing.landscapeP50 = p50Of(false);
  timing.portraitP50 = p50Of(true);
  console.log(
    `  uploaded ${PHOTOS}: p50 ${s(timing.p50)}, max ${s(timing.max)} (the store's CPU: p50 ` +
      `${s(timing.cpuP50)} a photo); ${upright} of ${PHOTOS} kept upright`,
  );
  await waitForPictures(
    client,
    uploads.map((u) => u.id),
  );

  const productUpload = uploads[0];
  if (!(await waitForPage(store.url + productPage, productUpload.id))) {
    console.log(`  ${productPage}'s HTML did not name its photo within 15 s`);
  }
  for (const page of pages) {
    const after = await pictureBytes(browser, store.url + page);
    rows.push({ page, state: 'photos', ...after });
  }
  await phone.close();

  const categories = Object.keys(TARGETS);
  const lighthouse = await lighthousePages(store.url, pages, RUNS, tmp, categories);
  const scores = {};
  const weights = {};
  const lhLines = [];
  await fs.mkdir(RESULTS, { recursive: true });
  for (const [page, { scores: sc, medianRun }] of Object.entries(lighthouse)) {
    const lcp = medianRun.audits['largest-contentful-paint']?.numericValue;
    scores[page] = { ...sc, lcpMs: lcp === undefined ? null : Math.round(lcp) };
    const slug = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await fs.writeFile(
      path.join(RESULTS, `photos-lighthouse-${slug}.report.json`),
      JSON.stringify(medianRun),
    );
    lhLines.push(
      ...categories
        .filter((c) => sc[c] < 100)
        .flatMap((c) => failures(medianRun, c).map((l) => `  ${page} ${c} fails ${l}`)),
    );
    scores[page].lcp = metric(medianRun, 'largest-contentful-paint');
    weights[page] = pageWeight(medianRun);
  }

  const shopAfter = rows.find((r) => r.page === '/shop' && r.state === 'photos');
  const lhOk = pages.every((p) => Object.entries(TARGETS).every(([c, t]) => scores[p][c] >= t));
  const ok =
    shopAfter.bytes <= TARGET.shopBytes &&
    lhOk &&
    timing.p50 < TARGET.uploadMs &&
    timing.max < TARGET.uploadMs;
  const lines = [
    ...table(
      ['page (phone 412×823 @1.75)', 'pictures', 'downloaded', 'variants'],
      rows.map((r) => [`${r.page} ${r.state}`, r.count, kb(r.bytes), r.variants]),
    ),
    `the ${PHOTOS} photos as uploaded: ${mb(raw)}`,
    '',
    ...table(
      ['Lighthouse mobile', 'performance', 'accessibility', 'best-practices', 'seo', 'LCP'],
      pages.map((p) => [
        `${p} photos`,
        scores[p].performance,
        scores[p].accessibility,
        scores[p]['best-practices'],
        scores[p].seo,
        scores[p].lcp,
      ]),
    ),
    ...lhLines,
    '',
    ...table(
      ['weight on a phone (median run)', 'total', 'requests', ...KIND_NAMES],
      pages.map((p) => [
        p,
        weights[p].total === null ? '?' : kb(weights[p].total),
        weights[p].requests,
        ...KIND_NAMES.map((k) => kb(weights[p].byKind[k])),
      ]),
    ),
    '',
    `upload (end to end, one at a time): p50 ${s(timing.p50)}, max ${s(timing.max)}; the ` +
      `store's CPU p50 ${s(timing.cpuP50)} a photo; p50 ${s(timing.landscapeP50)} landscape, ` +
      `${s(timing.portraitP50)} portrait; ${upright} of ${PHOTOS} kept upright`,
    `targets: /shop pictures on a phone at most ${mb(TARGET.shopBytes)}; Lighthouse ` +
      `${Object.values(TARGETS).join('/')} on /shop, /, ${category.path} and ` +
      `${productPage}; upload p50 and max under ` +
      `${s(TARGET.uploadMs)}`,
    `median runs' full reports: bench/results/photos-lighthouse-*.report.json`,
  ];
  const short = (p) => (p === category.path ? 'category' : p === productPage ? 'product' : p);
  const summary = pages.map(
    (p) =>
      `${short(p)} ${Object.keys(TARGETS)
        .map((c) => scores[p][c])
        .join('/')}`,
  );
  await record('photos', {
    headline:
      `/shop pictures ${kb(shopAfter.bytes)} on a phone; upload p50 ${s(timing.p50)} max ` +
      `${s(timing.max)}; ${summary.join(', ')}`,
    target: `/shop ≤ 1.5 MB, Lighthouse 95/100/100/100 on 4 pages, upload < 2 s`,
    ok,
    lines,
    metrics: {
      photos: PHOTOS,
      rawBytes: raw,
      photoBytes: sizes,
      uploadMs: uploads.map((u) => Math.round(u.ms)),
      uploadP50Ms: Math.round(timing.p50),
      uploadMaxMs: Math.round(timing.max),
      uploadLandscapeP50Ms: Math.round(timing.landscapeP50),
      uploadPortraitP50Ms: Math.round(timing.portraitP50),
      uploadCpuMs: uploads.map((u) => Math.round(u.cpuMs)),
      upright,
      pages: rows,
      categoryPage: category.path,
      productPage,
      lighthouseRuns: RUNS,
      lighthouse: scores,
      weights,
    },
  });
} catch (error) {
  console.error(`photos: ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await phone?.close();
  await store?.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
