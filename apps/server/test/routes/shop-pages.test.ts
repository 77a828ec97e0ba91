import fs from 'node:fs';
import { beforeAll, describe, expect } from 'vitest';
import { formatCents, productPath } from '@avstore/core';
import { defaultWebRoot } from '../../src/server';
import { serverEntryOf } from '../../src/plugins/product-pages';
import { insertProduct } from '../helpers/catalogue';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const webRoot = defaultWebRoot();
const it = appTest({ seed: true, webRoot });

beforeAll(() => {
  // The pages are rendered by the built web app's server entry, which `npm run build` makes.
  if (!fs.existsSync(serverEntryOf(webRoot)))
    throw new Error('the web app is not built: run npm run build before these tests');
});

const html = async (t: TestApp, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${path}`, { headers });
  return { res, text: await res.text() };
};
/** The page's markup, without the comments React puts between texts. */
const rootOf = (text: string) =>
  text.slice(text.indexOf('<div id="root">')).replaceAll('<!-- -->', '');
const meta = (text: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(text)?.[1];
const canonical = (text: string) => /<link rel="canonical" href="([^"]*)">/.exec(text)?.[1];
const title = (text: string) => /<title>([^<]*)<\/title>/.exec(text)?.[1];
/** The query data the page hands to the browser. */
const stateOf = (text: string) =>
  JSON.parse(/<script id="server-state" type="application\/json">(.*?)<\/script>/.exec(text)![1]!)
    .queries as { queryKey: unknown[]; state: { data: unknown } }[];

describe('Home and the Shop, as the server sends them', () => {
  it('renders the Shop with its cards, prices and links to product pages, and no shell note', async ({
    t,
  }) => {
    const product = await insertProduct(t.database.pool, {
      name: 'Aardvark Rendered Monitor',
      price: 123456,
    });
    await expect
      .poll(async () => (await html(t, '/shop')).text, { timeout: 5000 })
      .toContain('Aardvark Rendered Monitor');
    const { res, text } = await html(t, '/shop');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const root = rootOf(text);
    expect(root).toContain(`href="${productPath(product.slug!)}"`);
    expect(root).toContain(formatCents(12345600));
    expect(root).toMatch(/Showing 48 of \d+ products/);
    expect(root.match(/<article /g)).toHaveLength(48);
    expect(text).not.toContain('This store needs JavaScript to run');
    expect(title(text)).toBe('Shop | Lanka Pro Audio');
    expect(canonical(text)).toBe(`${t.config.publicUrl}/shop`);
    // Its data, under the key the Shop reads it by, so the browser does not ask again.
    const [search] = stateOf(text).filter((q) => q.queryKey[1] === 'search');
    expect(search!.queryKey).toEqual([
      'products',
      'search',
      {
        q: '',
        category: null,
        brands: [],
        minPrice: null,
        maxPrice: null,
        inStock: false,
        sort: null,
        specs: [],
      },
    ]);
    expect(search!.state.data).toMatchObject({ pageParams: [1], pages: [{ page: 1 }] });
    // Its first picture is fetched at once; the code that takes the page over is left to the
    // entry, which fetches it in one go (apps/web's main.tsx), after what the shopper sees.
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/media\//,
    );
    expect(head).not.toMatch(/hydrate-|\/shop-[^"]+\.js/);
  });

  it('gives a category page its own title, description and canonical address', async ({ t }) => {
    const { text } = await html(t, '/shop?category=Digital+Mixers&sort=price-asc&inStock=true');
    expect(title(text)).toBe('Digital Mixers | Lanka Pro Audio');
    expect(canonical(text)).toBe(`${t.config.publicUrl}/shop?category=Digital+Mixers`);
    expect(meta(text, 'description')).toMatch(
      /^Digital Mixers at Lanka Pro Audio: \d+ products from .+ and more, with prices in LKR/,
    );
    expect(meta(text, 'og:url')).toBe(`${t.config.publicUrl}/shop?category=Digital+Mixers`);
    expect(rootOf(text)).toContain('Category: <strong>Digital Mixers</strong>');
    const { rows } = await t.database.pool.query<{ name: string }>(
      "SELECT name FROM products WHERE category = 'Digital Mixers' AND stock > 0 ORDER BY sale_price_cents, name LIMIT 1",
    );
    expect(rootOf(text)).toContain(rows[0]!.name.replaceAll('&', '&amp;'));
  });

  it('gives a search page its own title and canonical address, and shows what it found', async ({
    t,
  }) => {
    await insertProduct(t.database.pool, { name: 'Zebrawood Searchable Cajon' });
    await expect
      .poll(async () => rootOf((await html(t, '/shop?q=zebrawood')).text), { timeout: 5000 })
      .toContain('Zebrawood Searchable Cajon');
    const { text } = await html(t, '/shop?q=zebrawood');
    expect(title(text)).toBe('Search results for “zebrawood” | Lanka Pro Audio');
    expect(canonical(text)).toBe(`${t.config.publicUrl}/shop?q=zebrawood`);
    expect(meta(text, 'description')).toBe(
      '1 product matching “zebrawood” at Lanka Pro Audio, with prices in LKR and delivery across Sri Lanka.',
    );
    expect(rootOf(text)).toContain('Showing 1 of 1 products');
  });

  it('serves the shell for an address the search refuses, or a product opened as a modal', async ({
    t,
  }) => {
    for (const path of [
      '/shop?category=Not+A+Category',
      '/shop?minPrice=abc&category=Nope',
      '/shop?product=00000000-0000-4000-8000-000000000000',
    ]) {
      const { res, text } = await html(t, path);
      expect(res.status).toBe(200);
      expect(text).toContain('<div id="root"></div>');
    }
  });

  it('renders Home with its featured products, and answers 304 to its ETag', async ({ t }) => {
    const { rows } = await t.database.pool.query<{ name: string }>(
      'SELECT name FROM products WHERE featured AND archived_at IS NULL ORDER BY name LIMIT 1',
    );
    const { res, text } = await html(t, '/');
    expect(res.status).toBe(200);
    expect(title(text)).toBe('Lanka Pro Audio');
    expect(canonical(text)).toBe(`${t.config.publicUrl}/`);
    expect(meta(text, 'description')).toMatch(/^Lanka Pro Audio sells professional audio/);
    expect(rootOf(text)).toContain('Welcome to Lanka Pro Audio');
    expect(rootOf(text)).toContain(`alt="${rows[0]!.name.replaceAll('&', '&amp;')}"`);
    expect(text).not.toContain('This store needs JavaScript to run');
    expect(stateOf(text).map((q) => q.queryKey)).toContainEqual(['products', 'featured']);
    const etag = res.headers.get('etag')!;
    expect((await html(t, '/', { 'if-none-match': etag })).res.status).toBe(304);
    expect(canonical((await html(t, '/home')).text)).toBe(`${t.config.publicUrl}/`);
  });

  it('shows a change of the catalogue within seconds', async ({ t }) => {
    const product = await insertProduct(t.database.pool, {
      name: 'Quokka Stock Speaker',
      stock: 3,
    });
    const path = '/shop?q=quokka';
    await expect
      .poll(async () => rootOf((await html(t, path)).text), { timeout: 5000 })
      .toContain('Quokka Stock Speaker');
    const before = (await html(t, path)).res.headers.get('etag');
    await t.database.pool.query('UPDATE products SET stock = 0 WHERE id = $1', [product.id]);
    await expect
      .poll(async () => rootOf((await html(t, path)).text), { timeout: 5000 })
      .toContain('Out of Stock');
    expect((await html(t, path)).res.headers.get('etag')).not.toBe(before);
  });
});
