// Home and the Shop rendered on the server at scale (issue #26): with SHOP_PAGES_SIZE products
// (default 50,000), how long `/`, `/shop`, category pages and search pages take as HTML: the
// first request of each (the search and the render), then ROUNDS requests of each one at a time
// (served from memory), and search pages never asked before (each a search and a render). The
// baseline is the API's search for the same first page in the same run: a page kept in memory must
// answer faster than the search alone, and a page rendered anew within the search plus 50 ms.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { percentile } from './lib/http-json.mjs';
import {
  connectPg,
  createBenchDatabase,
  externalServer,
  growCatalogue,
  picturesProcessed,
} from './lib/seed-products.mjs';
import { deadline, get, record, startStore } from './lib/server.mjs';

const SIZE = Number(process.env.SHOP_PAGES_SIZE ?? 50_000);
const ROUNDS = Number(process.env.SHOP_PAGES_ROUNDS ?? 200);
if (!(SIZE >= 1) || !(ROUNDS >= 1)) {
  console.error('SHOP_PAGES_SIZE and SHOP_PAGES_ROUNDS must be numbers above 0');
  process.exit(1);
}
deadline(300_000 + SIZE * 5, 'shop-pages-at-scale');

const PAGES = [
  '/',
  '/shop',
  '/shop?category=Digital+Mixers',
  '/shop?category=Speakers',
  '/shop?category=Speakers&sort=price-asc',
  '/shop?q=yamaha',
  '/shop?q=wireless+mic',
];
/** Searches asked once each: every one a page rendered anew. */
const FRESH = ['shure', 'jbl', 'mixer', 'sm58', 'eon', 'qsc', 'mackie', 'amp', 'sub', 'x32'];
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const ms = (n) => `${n.toFixed(1)} ms`;

async function timed(url) {
  const t0 = performance.now();
  const res = await get(url, HEADERS, 60_000);
  const took = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  return { took, res };
}

async function rounds(url, n) {
  const times = [];
  for (let i = 0; i < n; i++) times.push((await timed(url)).took);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

const server = externalServer();
console.log(`shop-pages-at-scale: ${SIZE} products on ${server.where}; ${ROUNDS} rounds a page`);
const database = await createBenchDatabase(server.adminUrl);
const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(30).toString('base64url') };
let store;
try {
  const seeding = await startStore({ env, timeoutMs: 120_000 });
  const db = await connectPg({ connectionString: database.url });
  await picturesProcessed(db).finally(() => seeding.stop());
  await growCatalogue(db, SIZE);
  await db.end();
  store = await startStore({ env, timeoutMs: 120_000 });
  await get(`${store.url}/api/products/`, HEADERS, 60_000);

  const lines = [];
  let ok = true;
  for (const page of PAGES) {
    const search = page === '/' ? 'featured=true&pageSize=10' : (page.split('?')[1] ?? '');
    const api = await rounds(`${store.url}/api/products/search?${search}`, Math.min(ROUNDS, 50));
    const first = await timed(`${store.url}${page}`);
    if (!first.res.headers.etag) throw new Error(`${page} was not rendered (no ETag)`);
    const kept = await rounds(`${store.url}${page}`, ROUNDS);
    const size = first.res.body.length;
    ok &&= kept.p95 < api.p50 && first.took < api.p95 + 50;
    lines.push(
      `${page.padEnd(40)} first ${ms(first.took)}, kept p50 ${ms(kept.p50)} p95 ${ms(kept.p95)} ` +
        `max ${ms(kept.max)}; the API's search p50 ${ms(api.p50)} p95 ${ms(api.p95)}; ` +
        `${(size / 1000).toFixed(1)} KB brotli`,
    );
  }
  const fresh = [];
  for (const q of FRESH) fresh.push((await timed(`${store.url}/shop?q=${q}`)).took);
  fresh.sort((a, b) => a - b);
  lines.push(
    `${FRESH.length} search pages never asked before: p50 ${ms(percentile(fresh, 50))}, ` +
      `p95 ${ms(percentile(fresh, 95))}, max ${ms(fresh.at(-1))}`,
  );
  await record('shop-pages-at-scale', {
    headline: `${SIZE} products: Home and Shop pages from memory, rendered anew after a change`,
    target: 'kept p95 under the search p50; a first render within the search p95 + 50 ms',
    ok,
    lines,
  });
} finally {
  await store?.stop();
  await database.drop();
}
