import fs from 'node:fs';
import { beforeAll, describe, expect } from 'vitest';
import { productPath, ShopSettingsAnswerSchema } from '@avstore/core';
import { defaultWebRoot } from '../../src/server';
import { serverEntryOf } from '../../src/plugins/product-pages';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

// The product's and the owner's own texts on pages the server renders in Sinhala and Tamil
// (issue #30): what the back office wrote in the page's language, English where it wrote none.

const webRoot = defaultWebRoot();
const it = appTest({ webRoot });

beforeAll(() => {
  if (!fs.existsSync(serverEntryOf(webRoot)))
    throw new Error('the web app is not built: run npm run build before these tests');
});

const SINHALA = 'චැනල් දහයක ඇනලොග් මික්සරයකි.';
const ENGLISH = 'A ten-channel analog mixer.';

/** A page's markup, without the comments React puts between texts. */
const page = async (t: TestApp, path: string) => {
  const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll('<!-- -->', '');
};

/** The page's Product JSON-LD. */
const productLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product')!;

/** Pages follow the settings by NOTIFY: soon, on a busy machine within seconds. */
const SOON = { timeout: 15_000 };

describe('pages rendered in Sinhala and Tamil show the shop’s own texts in them', () => {
  it('a product page: the Sinhala description and label under /si, English under /ta', async ({
    t,
    admin,
  }) => {
    const added = await insertProduct(t.database.pool, { name: 'MG10', brand: 'Yamaha' });
    const { body } = await call(t, 'GET', `/api/admin/products/${added.id}`, admin.token);
    const saved = await call(t, 'PATCH', `/api/admin/products/${added.id}`, admin.token, {
      description: ENGLISH,
      specs: [{ label: 'Channels', value: '10' }],
      translations: { si: { description: SINHALA, specLabels: { Channels: 'චැනල්' } } },
      version: body.version,
    });
    expect(saved.status).toBe(200);
    const path = productPath(saved.body.slug as string);

    const sinhala = await page(t, `/si${path}`);
    const root = sinhala.slice(sinhala.indexOf('<div id="root">'));
    expect(root).toContain(SINHALA);
    expect(root).toContain('චැනල්');
    expect(root).not.toContain(ENGLISH);
    expect(productLd(sinhala).description).toBe(SINHALA);

    const tamil = await page(t, `/ta${path}`);
    expect(tamil.slice(tamil.indexOf('<div id="root">'))).toContain(ENGLISH);
    expect(productLd(tamil).description).toBe(ENGLISH);
    const english = await page(t, path);
    expect(productLd(english).description).toBe(ENGLISH);
  });

  it("Home's banners in the page's language", async ({ t, admin }) => {
    const settings = ShopSettingsAnswerSchema.parse(
      (await call(t, 'GET', '/api/admin/settings', admin.token)).body,
    );
    const { updatedAt: _updatedAt, ...body } = structuredClone(settings);
    body.home.banners[0]!.translations = {
      ta: { title: 'நேரடி ஒலி', text: '', buttonText: 'பாருங்கள்' },
    };
    expect((await call(t, 'PUT', '/api/admin/settings', admin.token, body)).status).toBe(200);
    await expect.poll(async () => page(t, '/ta/'), SOON).toContain('நேரடி ஒலி');
    const english = await page(t, '/');
    expect(english).toContain(settings.home.banners[0]!.title);
    expect(english).not.toContain('நேரடி ஒலி');
  });
});
