import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, describe, expect } from 'vitest';
import { categoriesOf, SHOP_CATEGORY_PAGES } from '@avstore/core';
import { registerSitemap } from '../../src/plugins/sitemap';
import { Sitemaps } from '../../src/services/catalogue/sitemap';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import { type TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

/** The sitemap protocol's schema as the `sitemap` package ships it. */
const SITEMAP_XSD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')),
  'schema/sitemap.xsd',
);

/**
 * Checks XML with xmllint (Debian's libxml2-utils), against `schema` when given; never from the
 * network. The package's own xmlLint looks for its schemas from the working folder and fetches
 * the image, video and news ones, so it is not used here.
 */
function xmllint(xml: string, schema?: string): Promise<void> {
  const args = ['--nonet', '--noout', ...(schema ? ['--schema', schema] : []), '-'];
  return new Promise((resolve, reject) => {
    const child = execFile('xmllint', args, (error, _stdout, stderr) =>
      error ? reject(new Error(`xmllint: ${stderr || error.message}`)) : resolve(),
    );
    child.stdin!.end(xml);
  });
}

let base: string;
it.beforeAll(async ({ t }) => {
  base = t.config.publicUrl;
});

/** How many of the Shop's category pages show a product on sale. */
async function categoryPages(t: TestApp): Promise<number> {
  const { rows } = await t.database.pool.query<{ category: string }>(
    'SELECT DISTINCT category FROM products WHERE archived_at IS NULL',
  );
  const present = new Set(rows.map((row) => row.category));
  return SHOP_CATEGORY_PAGES.filter((page) => categoriesOf(page).some((c) => present.has(c)))
    .length;
}

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${url}`, { headers });
const urlsOf = async (xml: string) => parseSitemap(Readable.from([xml]));

describe('/robots.txt', () => {
  it("keeps crawlers out of the API and each shopper's pages, and names the sitemap", async ({
    t,
  }) => {
    const res = await get(t, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const pages = ['/admin', '/checkout', '/profile', '/payment', '/account', '/quotations'];
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        // The same pages in Sinhala and Tamil (issue #30).
        ...['', '/si', '/ta'].flatMap((prefix) =>
          pages.map((page) => `Disallow: ${prefix}${page}`),
        ),
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('/sitemap.xml', () => {
  it('lists the main pages and every product page on sale with its last change', async ({ t }) => {
    const mixer = await insertProduct(t.database.pool, { name: 'MG10XU', brand: 'Yamaha' });
    const speaker = await insertProduct(t.database.pool, { name: 'Thump 15A', brand: 'Mackie' });
    const archived = await insertProduct(t.database.pool, { name: 'Old Mixer' });
    await t.database.pool.query(
      `UPDATE products SET updated_at = '2025-03-04T05:06:07.123Z' WHERE id = $1`,
      [mixer.id],
    );
    await t.database.pool.query(`UPDATE products SET archived_at = now() WHERE id = $1`, [
      archived.id,
    ]);
    const res = await get(t, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    await xmllint(xml, SITEMAP_XSD);
    const urls = await urlsOf(xml);
    const { rows } = await t.database.pool.query<{ updated_at: Date }>(
      'SELECT updated_at FROM products WHERE id = $1',
      [speaker.id],
    );
    // Each page in English, Sinhala and Tamil (issue #30), side by side.
    const inEach = (path: string, lastmod?: string) =>
      ['', '/si', '/ta'].map((prefix) => ({
        url: `${base}${prefix}${path === '/' && prefix ? '/' : path}`,
        lastmod,
      }));
    expect(urls.map(({ url, lastmod }) => ({ url, lastmod }))).toEqual([
      ...inEach('/'),
      ...inEach('/shop'),
      ...inEach('/about'),
      ...inEach('/contact'),
      // The category pages that show something: the group, then the category.
      ...inEach('/shop?category=Mixers'),
      ...inEach('/shop?category=Analog+Mixers'),
      // By name: MG10XU, then Thump 15A.
      ...inEach('/product/yamaha-mg10xu', '2025-03-04T05:06:07.123Z'),
      ...inEach('/product/mackie-thump-15a', rows[0]!.updated_at.toISOString()),
    ]);
    expect(urls.slice(0, 3).map((u) => u.url)).toEqual([`${base}/`, `${base}/si/`, `${base}/ta/`]);
  });

  it('is sent compressed, with an ETag, and built again after an edit only', async ({
    t,
    admin,
  }) => {
    const first = await get(t, '/sitemap.xml', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const again = await get(t, '/sitemap.xml', { 'if-none-match': etag });
    expect(again.status).toBe(304);

    const { rows } = await t.database.pool.query<{ id: string }>(
      `SELECT id FROM products WHERE slug = 'yamaha-mg10xu'`,
    );
    const id = rows[0]!.id;
    const { body } = await call(t, 'GET', `/api/admin/products/${id}`, admin.token);
    await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      name: 'MG10XUF',
      version: body.version,
    });
    await expect
      .poll(async () => (await (await get(t, '/sitemap.xml')).text()).includes('yamaha-mg10xuf'))
      .toBe(true);
    const xml = await (await get(t, '/sitemap.xml')).text();
    // Only current addresses: the old one redirects.
    expect(xml).not.toContain('/product/yamaha-mg10xu<');
    const changed = await get(t, '/sitemap.xml', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('lists a category page once a product on sale is in it, and not after', async ({ t }) => {
    const amp = await insertProduct(t.database.pool, {
      name: 'Sitemap Amp',
      category: 'Amplifiers',
    });
    const page = `<loc>${base}/shop?category=Amplifiers</loc>`;
    await expect.poll(async () => (await get(t, '/sitemap.xml')).text()).toContain(page);
    await t.database.pool.query(
      `UPDATE products SET category = 'Analog Mixers', version = version + 1 WHERE id = $1`,
      [amp.id],
    );
    await expect.poll(async () => (await get(t, '/sitemap.xml')).text()).not.toContain(page);
  });

  it('has no parts while it is one file', async ({ t }) => {
    for (const part of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-x.xml'])
      expect((await get(t, part)).status, part).toBe(404);
  });
});

describe('a sitemap past its limit of URLs', () => {
  // A catalogue whose builds the test counts itself, and three URLs to a file.
  const catalogue = { generation: 0 };
  let app: ReturnType<typeof Fastify>;
  it.beforeAll(async ({ t }) => {
    app = Fastify();
    await registerSitemap(app, {
      publicUrl: base,
      sitemaps: new Sitemaps(t.database.db, catalogue, base, 3),
    });
  });
  afterAll(() => app.close());
  const read = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return res.body;
  };

  it('becomes an index of files of at most that many, each valid', async ({ t }) => {
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE archived_at IS NULL',
    );
    // Every page in its three languages (issue #30).
    const total = 3 * (rows[0]!.n + 4 + (await categoryPages(t)));
    const index = await read('/sitemap.xml');
    await xmllint(index);
    const gzipped = await app.inject({
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(index);
    const parts = await parseSitemapIndex(Readable.from([index]));
    expect(parts.map((p) => p.url)).toEqual(
      Array.from({ length: Math.ceil(total / 3) }, (_, i) => `${base}/sitemap-${i + 1}.xml`),
    );
    const listed: string[] = [];
    for (const [i, part] of parts.entries()) {
      const xml = await read(`/sitemap-${i + 1}.xml`);
      await xmllint(xml, SITEMAP_XSD);
      const urls = await urlsOf(xml);
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls.map((u) => u.url));
      // Each part is as fresh as its newest page.
      const newest = urls
        .map((u) => u.lastmod)
        .filter(Boolean)
        .sort()
        .at(-1);
      expect(part.lastmod).toBe(newest);
    }
    expect(listed).toHaveLength(total);
    expect(listed.slice(0, 6)).toEqual([
      `${base}/`,
      `${base}/si/`,
      `${base}/ta/`,
      `${base}/shop`,
      `${base}/si/shop`,
      `${base}/ta/shop`,
    ]);
    expect((await app.inject({ url: `/sitemap-${parts.length + 1}.xml` })).statusCode).toBe(404);
  });

  it('is kept until the catalogue is built again, and rebuilt then only if it changed', async ({
    t,
  }) => {
    const before = await read('/sitemap.xml');
    await insertProduct(t.database.pool, { name: 'Quiet Addition', brand: 'JBL' });
    // The catalogue has not been built again: the sitemap is not even looked at.
    expect(await read('/sitemap.xml')).toBe(before);
    const lastPart = async () => {
      const parts = await parseSitemapIndex(Readable.from([await read('/sitemap.xml')]));
      return parts.length;
    };
    const partsBefore = await lastPart();
    catalogue.generation++;
    const all: string[] = [];
    for (let i = 1; i <= (await lastPart()); i++)
      all.push(...(await urlsOf(await read(`/sitemap-${i}.xml`))).map((u) => u.url));
    expect(all).toContain(`${base}/product/jbl-quiet-addition`);
    expect(await lastPart()).toBeGreaterThanOrEqual(partsBefore);
    // A build with nothing new for the sitemap (stock, say) keeps its files as they are.
    const etag = (await app.inject({ url: '/sitemap-1.xml' })).headers.etag;
    await t.database.pool.query('UPDATE products SET stock = stock + 1');
    catalogue.generation++;
    expect((await app.inject({ url: '/sitemap-1.xml' })).headers.etag).toBe(etag);
  });
});

it('validates xmllint itself: a sitemap without its namespace is refused', async () => {
  await expect(
    xmllint('<urlset><url><loc>https://a.lk/</loc></url></urlset>', SITEMAP_XSD),
  ).rejects.toThrow(/xmllint/);
});
