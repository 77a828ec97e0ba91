// A catalogue of any size for the benchmarks: a throw-away database on an external PostgreSQL,
// and the store's demo products copied in it until there are as many as wanted.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from './server.mjs';

export const DEFAULT_EXTERNAL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL with its password hidden, for printing. */
export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.href;
  } catch {
    return '(unparsable URL)';
  }
}

/** A pg client that is connected; a broken connection later is a warning, not a crash. */
export async function connectPg(config) {
  const client = new pg.Client({ connectionTimeoutMillis: 5_000, ...config });
  client.on('error', (error) => console.warn(`  database connection: ${error.message}`));
  await client.connect();
  return client;
}

/** A connection to a store's embedded PostgreSQL (startStore's), through its socket. */
export function connectEmbedded(store) {
  return connectPg({
    host: path.join(store.dataDir, 'run'),
    user: 'postgres',
    database: 'postgres',
  });
}

/** The server to create databases on: BENCH_DATABASE_URL, else DATABASE_URL, else the default. */
export function externalServer() {
  const source = ['BENCH_DATABASE_URL', 'DATABASE_URL'].find((key) => process.env[key]);
  const adminUrl = source ? process.env[source] : DEFAULT_EXTERNAL;
  return { adminUrl, where: `${redact(adminUrl)} (${source ?? 'the default'})` };
}

/**
 * Creates `avstore_bench_<random>` on the server and returns { name, url, drop }. It is dropped
 * WITH (FORCE) by `drop()`, and by lib/server's cleanup on failure, Ctrl-C and past the deadline;
 * no other database on that server is touched.
 */
export async function createBenchDatabase(adminUrl) {
  const name = `avstore_bench_${randomBytes(6).toString('hex')}`;
  const admin = await connectPg({ connectionString: adminUrl });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  let dropping;
  const drop = () =>
    (dropping ??= (async () => {
      const c = await connectPg({ connectionString: adminUrl });
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end().catch(() => undefined);
        forget();
      }
    })().catch((error) => {
      console.error(`could not drop database ${name} on ${redact(adminUrl)}: ${error.message}`);
    }));
  const forget = onCleanup(drop);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href, drop };
}

/**
 * Copies the live products until there are `size` of them, in one statement: copy k of a product
 * is named `<name> <k>` (a copy that would take an existing name is skipped), keeps its brand,
 * category, description, stock, offers, pictures, SKU, specifications, typed specifications
 * (`attributes`, issue #25) and warranty, gets its slug from the database's trigger (migration
 * 0013) and its `search_words` as the column's generated value, costs 90-110% of its price (the same
 * factor for the discount and the KOKO instalment), is not featured (the home page shows the demo's
 * few), and was added at some moment of the past year. Then VACUUM ANALYZE, as after a bulk load.
 * Run it with the store stopped: the insert sends a NOTIFY per row, nobody needs them. Returns the count
 * before.
 */
export async function growCatalogue(db, size) {
  const live = async () =>
    Number(
      (await db.query('SELECT count(*) AS n FROM products WHERE archived_at IS NULL')).rows[0].n,
    );
  const before = await live();
  if (before === 0) throw new Error('the database has no products to copy');
  if (size < before) throw new Error(`the catalogue already has ${before} products, over ${size}`);
  if (size > before) {
    const copies = Math.ceil((size - before) / before) + 1; // +1: room for skipped names
    await db.query(
      `WITH base AS (
         SELECT p.*, row_number() OVER (ORDER BY name) AS i FROM products p
         WHERE archived_at IS NULL
       ), copy AS (
         SELECT b.*, k, b.name || ' ' || k AS copy_name,
                0.9 + ((b.i * 7919 + k * 104729) % 2001) / 10000.0 AS f
         FROM base b CROSS JOIN generate_series(1, $2::int) AS k
       )
       INSERT INTO products (name, price_cents, discount_price_cents, category, brand, stock,
         pictures, description, promo_code, promo_discount, koko_installment,
         koko_installment_count, featured, sku, specs,
         attributes, warranty_months, warranty_by, created_at, updated_at)
       SELECT copy_name, round(price_cents * f / 100) * 100,
              round(discount_price_cents * f / 100) * 100, category, brand, stock, pictures,
              description, promo_code, promo_discount, koko_installment, koko_installment_count,
              false, sku, specs, attributes, warranty_months, warranty_by,
              now() - make_interval(secs => ((i * 7919 + k * 6151) % 31536000)::int),
              now()
       FROM copy c
       WHERE NOT EXISTS (SELECT 1 FROM products q WHERE q.name = c.copy_name)
       ORDER BY k, i
       LIMIT $1`,
      [size - before, copies],
    );
  }
  await db.query('VACUUM ANALYZE products');
  const now = await live();
  if (now !== size) throw new Error(`the catalogue has ${now} products, not ${size}`);
  return before;
}

/**
 * Until the store that seeded the database has processed the demo's pictures and copied their
 * sizes into the products, as it does once after its first start (a real shop's steady state):
 * a store measured before then shares the machine with that work. At most `timeoutMs`.
 */
export async function picturesProcessed(db, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM images WHERE processed_at IS NULL)
            + (SELECT count(*) FROM products, jsonb_array_elements(pictures) e
               WHERE NOT e ? 'color') AS n`,
    );
    if (Number(rows[0].n) === 0) return;
    if (Date.now() > until) throw new Error(`${rows[0].n} pictures still unprocessed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * `count` searches as shoppers make them (the query strings of GET /api/products/search), drawn
 * with a fixed seed: brands, model prefixes, kinds of product, misspellings and none, with category,
 * brand, price and stock filters now and then, every sort in turn and every fifth on page 2-5.
 */
export async function searchQueries(db, count) {
  const brands = (await db.query('SELECT DISTINCT brand FROM products ORDER BY 1')).rows;
  const categories = (await db.query('SELECT DISTINCT category FROM products ORDER BY 1')).rows;
  const pools = [
    brands.map((r) => r.brand.toLowerCase()),
    ['sm5', 'sm7', 'mg1', 'x32', 'eon', 'hd 6', 'e 9', 'xls', 'k12', 'volt', 'srm', 'tf', 'ql'],
    ['mixer', 'speaker', 'microphone', 'subwoofer', 'headphones', 'amplifier', 'cable', 'in ear'],
    ['yamha', 'sennhieser', 'sm 58', 'behringr', 'shrue', 'mackei', 'audio techinca', 'jbl eon 6'],
    [''],
  ];
  const sorts = [undefined, 'relevance', 'price-asc', 'price-desc', 'newest', 'name'];
  const prices = [
    [0, 50000],
    [50000, 200000],
    [100000, undefined],
    [undefined, 30000],
  ];
  let seed = 14;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const p = new URLSearchParams();
    const q = pick(pools[i % pools.length]);
    if (q) p.set('q', q);
    if (rnd() < 0.25) p.set('category', pick(categories).category);
    if (rnd() < 0.15) for (const b of [pick(brands), pick(brands)]) p.append('brand', b.brand);
    if (rnd() < 0.2) {
      const [min, max] = pick(prices);
      if (min !== undefined) p.set('minPrice', String(min));
      if (max !== undefined) p.set('maxPrice', String(max));
    }
    if (rnd() < 0.2) p.set('inStock', 'true');
    const sort = sorts[i % sorts.length];
    if (sort) p.set('sort', sort);
    if (i % 5 === 4) p.set('page', String(2 + Math.floor(rnd() * 4)));
    return `/api/products/search?${p}`;
  });
}
