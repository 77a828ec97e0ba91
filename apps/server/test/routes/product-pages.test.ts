import fs from 'node:fs';
import { beforeAll, describe, expect } from 'vitest';
import {
  currentPriceCents,
  formatCents,
  PICTURE_SIZES,
  pricesInCents,
  productPath,
  type ProductPage,
} from '@avstore/core';
import { defaultWebRoot } from '../../src/server';
import { serverEntryOf } from '../../src/plugins/product-pages';
import { insertProduct } from '../helpers/catalogue';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const webRoot = defaultWebRoot();
const it = appTest({ seed: true, webRoot, env: { SHOP_WHATSAPP: '+94 77 123 4567' } });

beforeAll(() => {
  // The pages are rendered by the built web app's server entry, which `npm run build` makes.
  if (!fs.existsSync(serverEntryOf(webRoot)))
    throw new Error('the web app is not built: run npm run build before these tests');
});

const html = async (t: TestApp, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${path}`, { headers, redirect: 'manual' });
  return { res, text: await res.text() };
};

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const meta = (text: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(text)?.[1];

/** A seeded product with pictures and specifications, by its page's data. */
async function seededPage(t: TestApp): Promise<ProductPage> {
  const { rows } = await t.database.pool.query<{ slug: string }>(
    `SELECT slug FROM products WHERE archived_at IS NULL AND jsonb_array_length(specs) > 2
       AND jsonb_array_length(pictures) > 0 AND stock > 0 AND discount_price_cents IS NOT NULL
     ORDER BY name LIMIT 1`,
  );
  const res = await fetch(`${t.url}/api/products/by-slug/${rows[0]!.slug}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProductPage;
}

describe('a product page, as the server sends it', () => {
  it('holds the content without JavaScript: h1, brand, price, stock, specifications, warranty', async ({
    t,
  }) => {
    const { product } = await seededPage(t);
    const { res, text } = await html(t, productPath(product.slug));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const root = text.slice(text.indexOf('<div id="root">'));
    expect(root).toMatch(new RegExp(`<h1[^>]*>${escapeRe(escapeHtml(product.name))}</h1>`));
    expect(root).toContain(escapeHtml(product.brand));
    expect(root).toContain(formatCents(currentPriceCents(pricesInCents(product))));
    expect(root).toContain('In Stock');
    expect(root).toContain('Add to Cart');
    expect(root).toContain(escapeHtml(product.specs[0]!.label));
    expect(root).toContain(escapeHtml(product.specs[1]!.value));
    expect(root).toMatch(/warranty from (the brand&#x27;s local agent|the shop)/);
    expect(root).toContain('Related products');
    expect(root).toContain('aria-label="Breadcrumb"');
    expect(root).toContain('Ask about this product');
    expect(root).toMatch(/https:\/\/wa\.me\/94771234567\?text=/);
    // The pictures come from the photo pipeline, with a srcset per format.
    expect(root).toContain(`/media/${product.pictures[0]!.id}/`);
    expect(root).toMatch(/<source type="image\/avif" sizes="[^"]+" srcSet="[^"]+ \d+w/);
    // The browser hydrates from the data the page was rendered with.
    expect(text).toContain('<script id="server-state" type="application/json">');
  });

  it('has the head a search engine and a link preview read: title, description, canonical, Open Graph, Twitter', async ({
    t,
  }) => {
    const { product } = await seededPage(t);
    const { text } = await html(t, productPath(product.slug));
    const url = `${t.config.publicUrl}${productPath(product.slug)}`;
    expect(text).toContain(`<title>${escapeHtml(product.name)} | Lanka Pro Audio</title>`);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(text, 'description')).toMatch(/in Sri Lanka\./);
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(text, 'og:type')).toBe('product');
    expect(meta(text, 'og:title')).toBe(escapeHtml(product.name));
    expect(meta(text, 'og:url')).toBe(url);
    expect(meta(text, 'og:image')).toMatch(
      new RegExp(`^${escapeRe(t.config.publicUrl)}/media/${product.pictures[0]!.id}/\\d+\\.jpg$`),
    );
    expect(meta(text, 'product:price:currency')).toBe('LKR');
    expect(meta(text, 'twitter:card')).toBe('summary_large_image');
    // Its main picture is fetched at once (page hints); the code that hydrates it is left to the
    // entry, which fetches it in one go (apps/web's main.tsx).
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).not.toMatch(/hydrate-|\/product-[^"]+\.js/);
    expect(head).toContain(
      `imagesizes="${PICTURE_SIZES.productPage}" fetchpriority="high">`.replaceAll('&', '&amp;'),
    );
    expect(head).not.toContain('href="/api/config"');
    const image = await fetch(meta(text, 'og:image')!.replace(t.config.publicUrl, t.url));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('describes the product and its breadcrumbs as valid JSON-LD, with an Offer in LKR', async ({
    t,
  }) => {
    const { product } = await seededPage(t);
    const { text } = await html(t, productPath(product.slug));
    const url = `${t.config.publicUrl}${productPath(product.slug)}`;
    const [data, crumbs] = jsonLd(text);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      brand: { '@type': 'Brand', name: product.brand },
      url,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'LKR',
        price: (currentPriceCents(pricesInCents(product)) / 100).toFixed(2),
        availability: 'https://schema.org/InStock',
        url,
      },
    });
    expect((data!.image as string[])[0]).toMatch(/^http.*\.jpg$/);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    expect(items[0]).toMatchObject({ name: 'Shop', item: `${t.config.publicUrl}/shop` });
    expect(items.at(-1)).toMatchObject({ name: product.name, item: url });
  });

  it('answers 304 to its ETag, and shows an edit and a sale within seconds', async ({ t }) => {
    const product = await insertProduct(t.database.pool, { name: 'Page Test Monitor', stock: 1 });
    const path = await pathOf(t, product.id);
    const first = await html(t, path);
    const etag = first.res.headers.get('etag')!;
    expect(first.text).toContain('In Stock');
    expect((await html(t, path, { 'if-none-match': etag })).res.status).toBe(304);

    await t.database.pool.query(
      "UPDATE products SET description = 'Edited for the page', version = version + 1 WHERE id = $1",
      [product.id],
    );
    await expect
      .poll(async () => (await html(t, path)).text, { timeout: 5000 })
      .toContain('Edited for the page');
    await t.database.pool.query('UPDATE products SET stock = 0 WHERE id = $1', [product.id]);
    await expect
      .poll(async () => (await html(t, path)).text, { timeout: 5000 })
      .toContain('Out of Stock');
    const now = await html(t, path);
    expect(jsonLd(now.text)[0]).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    expect(now.res.headers.get('etag')).not.toBe(etag);
  });

  it('keeps the same bytes while another product changes', async ({ t }) => {
    const { product } = await seededPage(t);
    const path = productPath(product.slug);
    const before = (await html(t, path)).res.headers.get('etag');
    const other = await insertProduct(t.database.pool, { name: 'Unrelated Stand' });
    await t.database.pool.query("UPDATE products SET description = 'x' WHERE id = $1", [other.id]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await html(t, path)).res.headers.get('etag')).toBe(before);
  });

  it('moves an old address of a renamed product for good (301) to the new one', async ({ t }) => {
    const product = await insertProduct(t.database.pool, { name: 'Old Name Speaker' });
    const old = await pathOf(t, product.id);
    expect((await html(t, old)).res.status).toBe(200);
    await t.database.pool.query(
      "UPDATE products SET name = 'New Name Speaker', version = version + 1 WHERE id = $1",
      [product.id],
    );
    const current = await pathOf(t, product.id);
    expect(current).not.toBe(old);
    await expect.poll(async () => (await html(t, old)).res.status, { timeout: 5000 }).toBe(301);
    expect((await html(t, old)).res.headers.get('location')).toBe(current);
    expect((await html(t, current)).text).toContain('New Name Speaker');
  });

  it('answers an unknown, archived or malformed slug with the not-found page and 404', async ({
    t,
  }) => {
    const archived = await insertProduct(t.database.pool, { name: 'Archived Amp' });
    const archivedPath = await pathOf(t, archived.id);
    await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [
      archived.id,
    ]);
    for (const path of [
      '/product/no-such-product-anywhere',
      '/product/Not-A-Slug',
      '/product/a--b',
      archivedPath,
    ]) {
      await expect.poll(async () => (await html(t, path)).res.status, { timeout: 5000 }).toBe(404);
      const { res, text } = await html(t, path);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(text).toContain('<title>Page not found</title>');
      expect(text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("gives the Shop's modal address of a product the product page as its canonical", async ({
    t,
  }) => {
    const { product } = await seededPage(t);
    await fetch(`${t.url}/api/products/`); // the list in memory, which the page reads
    const { res, text } = await html(t, `/shop?product=${product.id}`);
    expect(res.status).toBe(200);
    expect(text).toContain(
      `<link rel="canonical" href="${t.config.publicUrl}${productPath(product.slug)}">`,
    );
    expect((await html(t, '/shop')).text).toContain(
      `<link rel="canonical" href="${t.config.publicUrl}/shop">`,
    );
  });

  it("serves the server's robots.txt and sitemap beside the built app, not a static file", async ({
    t,
  }) => {
    const robots = await html(t, '/robots.txt');
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    const { product } = await seededPage(t);
    const sitemap = await html(t, '/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${t.config.publicUrl}${productPath(product.slug)}</loc>`);
  });

  it('keeps a product whose name holds markup as text, and its JSON-LD whole', async ({ t }) => {
    const name = 'Evil </script><script>alert(1)</script> "Mic"';
    const product = await insertProduct(t.database.pool, { name });
    const { text } = await html(t, await pathOf(t, product.id));
    expect(text).not.toContain('<script>alert(1)</script>');
    expect(jsonLd(text)[0]).toMatchObject({ name });
    expect(text).toMatch(/<h1[^>]*>Evil &lt;\/script&gt;/);
  });
});

async function pathOf(t: TestApp, id: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ slug: string }>(
    'SELECT slug FROM products WHERE id = $1',
    [id],
  );
  return productPath(rows[0]!.slug);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
