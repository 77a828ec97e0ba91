import { describe, expect } from 'vitest';
import {
  FEATURED_SEARCH,
  PICTURE_SIZES,
  pictureSrcSet,
  filterProducts,
  shopSearchOf,
  shopSearchParams,
  type ListedProduct,
  type Product,
} from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

let products: ListedProduct[];
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
// The shape of Vite's build manifest: the entry and its shared chunk, lazily loaded pages.
const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_shared-1.js'] },
  'src/app/routes/shop.tsx': {
    file: 'assets/shop-1.js',
    isDynamicEntry: true,
    imports: ['_format-1.js', '_shared-1.js'],
  },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', isDynamicEntry: true },
  'src/app/routes/payment-success.tsx': { file: 'assets/payment-success-1.js' },
  'src/app/routes/reset-password-confirm.tsx': { file: 'assets/reset-password-confirm-1.js' },
  'src/i18n/catalogues.ts': { file: 'assets/catalogues-1.js', isDynamicEntry: true },
  'src/i18n/locales/ta/common.json': { file: 'assets/ta-common-1.js', isDynamicEntry: true },
  'src/i18n/locales/ta/categories.json': { file: 'assets/ta-categories-1.js' },
  'src/i18n/locales/ta/catalogue.json': { file: 'assets/ta-catalogue-1.js' },
  'src/i18n/locales/ta/home.json': { file: 'assets/ta-home-1.js' },
};

const page = async (t: TestApp, route: string) => {
  const res = await fetch(`${t.url}${route}`);
  expect(res.status).toBe(200);
  return res.text();
};
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const dataPreload = (html: string) =>
  /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&');
/** The preloaded picture as `srcset|sizes`, which must be what the page's <picture> picks from. */
const imagePreload = (html: string) => {
  const found =
    /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
      html,
    );
  return found && `${found[1]}|${found[2]}`.replaceAll('&amp;', '&');
};
/** The full list names pictures by address only: their sizes come with the product itself. */
const avifOf = async (t: TestApp, listed: ListedProduct | undefined, sizes: string) => {
  if (!listed) return undefined;
  const product = (await (await fetch(`${t.url}/api/products/${listed.id}`)).json()) as Product;
  return `${pictureSrcSet(product.pictures[0]!, 'avif')}|${sizes}`;
};

const it = appTest({
  seed: true,
  webFiles: { 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) },
});

it.beforeAll(async ({ t }) => {
  // A list request loads the catalogue into memory. The change listener drops it once when it
  // connects (a change may have been missed), so load until a page sees it.
  for (let tries = 0; tries < 50; tries++) {
    products = (await (await fetch(`${t.url}/api/products/`)).json()) as ListedProduct[];
    if (imagePreload(await page(t, '/shop'))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

describe('the HTML of a page announces what it will fetch next', () => {
  it("lists the page's code, without what the entry already loads", async ({ t }) => {
    const html = await page(t, '/shop');
    expect(modulePreloads(html)).toEqual(['/assets/shop-1.js', '/assets/format-1.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it.for<[string, string]>([
    ['/payment/success', '/assets/payment-success-1.js'],
    ['/resetPassword/confirm', '/assets/reset-password-confirm-1.js'],
  ])('finds %s by the routes naming', async ([route, file], { t }) => {
    expect(modulePreloads(await page(t, route))).toEqual([file]);
  });

  it("preloads Shop's first picture, for the filter in the address too", async ({ t }) => {
    expect(imagePreload(await page(t, '/shop'))).toBe(
      await avifOf(t, products[0], PICTURE_SIZES.shopCard),
    );
    const category = products.find((p) => p.category !== products[0]?.category)?.category ?? '';
    const inCategory = filterProducts(products, { category });
    expect(inCategory[0]?.id).not.toBe(products[0]?.id);
    expect(imagePreload(await page(t, `/shop?category=${encodeURIComponent(category)}`))).toBe(
      await avifOf(t, inCategory[0], PICTURE_SIZES.shopCard),
    );
    // A search or another order puts another card first: the full list cannot tell which.
    for (const query of ['q=yamaha', 'sort=price-asc', 'brand=Shure', 'inStock=true'])
      expect(imagePreload(await page(t, `/shop?${query}`)), query).toBeNull();
  });

  it('preloads the first answer Home and the Shop ask for, at the very URL the page will use', async ({
    t,
  }) => {
    expect(dataPreload(await page(t, '/'))).toBe(`/api/products/search?${FEATURED_SEARCH}`);
    expect(dataPreload(await page(t, '/shop'))).toBe('/api/products/search');
    const address = 'brand=Allen%20%26%20Heath&sort=price-asc&q=%20mix%20&product=x&minPrice=9';
    const expected = shopSearchParams(shopSearchOf(new URLSearchParams(address))).toString();
    expect(expected).toBe('q=mix&brand=Allen+%26+Heath&minPrice=9&sort=price-asc');
    const preloaded = dataPreload(await page(t, `/shop?${address}`));
    expect(preloaded).toBe(`/api/products/search?${expected}`);
    // The preloaded URL answers, and with what the page would get.
    const res = await fetch(`${t.url}${preloaded}`);
    expect(res.status).toBe(200);
    expect(dataPreload(await page(t, '/about'))).toBeUndefined();
  });

  it("preloads Home's first featured deal's picture, a reduced one first", async ({ t }) => {
    const featured = products.filter((p) => p.featured);
    const first = featured.find((p) => p.discountPrice != null) ?? featured[0];
    expect(first).toBeDefined();
    expect(imagePreload(await page(t, '/'))).toBe(await avifOf(t, first, PICTURE_SIZES.homeDeal));
  });

  it('keeps the build manifest to itself', async ({ t }) => {
    const res = await fetch(`${t.url}/.vite/manifest.json`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('src/app/routes');
  });

  it('adds nothing where there is nothing to announce', async ({ t }) => {
    expect(await page(t, '/login')).toBe(INDEX);
    expect(imagePreload(await page(t, '/shop?q=no-such-product-at-all'))).toBeNull();
  });

  it("announces a Tamil page's messages and the code that loads them, an English one's none", async ({
    t,
  }) => {
    expect(modulePreloads(await page(t, '/ta/shop'))).toEqual([
      '/assets/shop-1.js',
      '/assets/format-1.js',
      '/assets/catalogues-1.js',
      '/assets/ta-common-1.js',
      '/assets/ta-categories-1.js',
      '/assets/ta-catalogue-1.js',
    ]);
    expect(dataPreload(await page(t, '/ta/shop?q=mixer'))).toBe('/api/products/search?q=mixer');
    expect(modulePreloads(await page(t, '/shop'))).not.toContain('/assets/catalogues-1.js');
  });

  it('names the address of /about and /contact in each language, and its own', async ({ t }) => {
    const base = t.config.publicUrl;
    const html = await page(t, '/ta/about');
    expect(html).toContain(`<link rel="canonical" href="${base}/ta/about">`);
    for (const [language, path] of [
      ['en', '/about'],
      ['si', '/si/about'],
      ['ta', '/ta/about'],
      ['x-default', '/about'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${base}${path}">`);
  });
});
