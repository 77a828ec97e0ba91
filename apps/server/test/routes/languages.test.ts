import fs from 'node:fs';
import { beforeAll, describe, expect } from 'vitest';
import { productPath } from '@avstore/core';
import { defaultWebRoot } from '../../src/server';
import { serverEntryOf } from '../../src/plugins/product-pages';
import { insertProduct } from '../helpers/catalogue';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

// The pages in Sinhala and Tamil (issue #30): rendered in the address's language, with their
// canonical address and hreflang alternates, the remembered choice, and the not-found page.

const webRoot = defaultWebRoot();
const it = appTest({ seed: true, webRoot });

beforeAll(() => {
  if (!fs.existsSync(serverEntryOf(webRoot)))
    throw new Error('the web app is not built: run npm run build before these tests');
});

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { headers, redirect: 'manual' });
const page = async (t: TestApp, path: string, headers: Record<string, string> = {}) => {
  const res = await get(t, path, headers);
  return { res, text: await res.text() };
};
const lang = (text: string) => /<html lang="([^"]+)">/.exec(text)?.[1];
const title = (text: string) => /<title>([^<]*)<\/title>/.exec(text)?.[1];
const canonical = (text: string) => /<link rel="canonical" href="([^"]*)">/.exec(text)?.[1];
const alternates = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const meta = (text: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(text)?.[1];

/** The four alternates of a page whose English address is `path`. */
const each = (base: string, path: string) => ({
  en: `${base}${path}`,
  si: `${base}/si${path}`,
  ta: `${base}/ta${path}`,
  'x-default': `${base}${path}`,
});

describe('a page in Sinhala or Tamil, as the server sends it', () => {
  it('renders the Shop in Sinhala, names itself and its English and Tamil twins', async ({ t }) => {
    const base = t.config.publicUrl;
    const { res, text } = await page(t, '/si/shop?category=Digital+Mixers&sort=price-asc');
    expect(res.status).toBe(200);
    expect(lang(text)).toBe('si');
    expect(title(text)).toBe('ඩිජිටල් මික්සර් | Lanka Pro Audio');
    expect(canonical(text)).toBe(`${base}/si/shop?category=Digital+Mixers`);
    expect(alternates(text)).toEqual(each(base, '/shop?category=Digital+Mixers'));
    expect(meta(text, 'og:url')).toBe(`${base}/si/shop?category=Digital+Mixers`);
    expect(meta(text, 'description')).toMatch(/^Lanka Pro Audio හි ඩිජිටල් මික්සර්: .+ නිෂ්පාදන \d+ක්/);
    const root = text.slice(text.indexOf('<div id="root">')).replaceAll('<!-- -->', '');
    expect(root).toMatch(/නිෂ්පාදන \d+ අතරින් \d+ක් පෙන්වයි/);
    expect(root).toContain('href="/si/product/');
    expect(root).toContain('රු.\u00a0');
    // Its font, fetched at once; an English page has none. Its messages come with its code,
    // which the entry fetches (main.tsx): announced here, they held back the page's picture.
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('font-family:Noto Sans Sinhala');
    expect(head).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-sans-sinhala-400-[^"]+\.woff2">/,
    );
    expect(head).not.toMatch(/si-common-/);
    const english = (await page(t, '/shop')).text;
    expect(lang(english)).toBe('en');
    expect(english).not.toContain('Noto Sans Sinhala');
    expect(english).not.toMatch(/si-common-/);
    expect(alternates(english)).toEqual(each(base, '/shop'));
  });

  it('renders Home in Tamil at /ta/, its search in Tamil', async ({ t }) => {
    const base = t.config.publicUrl;
    const { text } = await page(t, '/ta/');
    expect(lang(text)).toBe('ta');
    expect(title(text)).toBe('Lanka Pro Audio');
    expect(canonical(text)).toBe(`${base}/ta/`);
    expect(alternates(text)).toEqual(each(base, '/'));
    expect(text).toContain('Lanka Pro Audio உங்களை வரவேற்கிறது');
    expect(text).toContain(`"target":"${base}/ta/shop?q={search_term_string}"`);
  });

  it('renders a product page in Tamil, its breadcrumbs in the JSON-LD too', async ({ t }) => {
    const base = t.config.publicUrl;
    const product = await insertProduct(t.database.pool, {
      name: 'Tamil Test Microphone',
      category: 'Wireless Microphones',
      price: 48500,
    });
    const path = productPath(product.slug!);
    await expect.poll(async () => (await get(t, `/ta${path}`)).status, { timeout: 5000 }).toBe(200);
    const { text } = await page(t, `/ta${path}`);
    expect(lang(text)).toBe('ta');
    expect(canonical(text)).toBe(`${base}/ta${path}`);
    expect(alternates(text)).toEqual(each(base, path));
    expect(meta(text, 'description')).toMatch(
      /^இலங்கையில் Tamil Test Microphone, ரூ\. 48,500\.00 விலையில்\./,
    );
    expect(text).toContain(
      `{"@type":"ListItem","position":1,"name":"கடை","item":"${base}/ta/shop"}`,
    );
    expect(text).toContain('"name":"வயர்லெஸ்"');
    expect(text).toContain('கூடையில் சேர்க்க');
  });

  it('answers an unknown address in its language with a 404, kept out of search engines', async ({
    t,
  }) => {
    const { res, text } = await page(t, '/ta/no-such-page');
    expect(res.status).toBe(404);
    expect(lang(text)).toBe('ta');
    expect(title(text)).toBe('பக்கம் கிடைக்கவில்லை');
    expect(text).toContain('<meta name="robots" content="noindex">');
    expect((await page(t, '/si/product/no-such-product')).res.status).toBe(404);
    // A page of the app the browser draws, in its language.
    const about = await page(t, '/si/about');
    expect(about.res.status).toBe(200);
    expect(lang(about.text)).toBe('si');
    expect(canonical(about.text)).toBe(`${t.config.publicUrl}/si/about`);
  });

  it('announces the words of a page the browser draws, beside its code', async ({ t }) => {
    const head = (await page(t, '/ta/checkout')).text.split('</head>')[0]!;
    for (const words of ['common', 'checkout', 'payments'])
      expect(head).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/ta-${words}-[^"]+\\.js">`),
      );
    expect((await page(t, '/checkout')).text).not.toMatch(/ta-checkout-/);
  });

  it("fetches the shop's settings in its language from the start: Home's banners in Sinhala", async ({
    t,
  }) => {
    const about = await page(t, '/si/about');
    expect(about.text).toContain('<link rel="preload" href="/api/config?lang=si"');
    expect(about.text).not.toContain('href="/api/config"');
    expect((await page(t, '/about')).text).toContain('<link rel="preload" href="/api/config"');
  });
});

describe('the remembered language', () => {
  it('sends an English address to the chosen language, and nothing else', async ({ t }) => {
    const moved = await get(t, '/shop?category=Mixers', { cookie: 'lang=ta' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/ta/shop?category=Mixers');
    expect(moved.headers.get('vary')).toMatch(/cookie/i);
    expect((await get(t, '/', { cookie: 'a=1; lang=si' })).headers.get('location')).toBe('/si/');
    expect((await get(t, '/about', { cookie: 'lang=si' })).headers.get('location')).toBe(
      '/si/about',
    );
    // The address's own language, whatever the cookie; English chosen; a crawler; the back office.
    expect((await get(t, '/si/shop', { cookie: 'lang=ta' })).status).toBe(200);
    expect((await get(t, '/shop', { cookie: 'lang=en' })).status).toBe(200);
    expect((await get(t, '/shop')).status).toBe(200);
    expect((await get(t, '/admin', { cookie: 'lang=si' })).status).toBe(200);
    expect((await get(t, '/api/config', { cookie: 'lang=si' })).status).toBe(200);
  });
});
