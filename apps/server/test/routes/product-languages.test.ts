import { describe, expect } from 'vitest';
import { ProductPageSchema, type ProductPage } from '@avstore/core';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

const SINHALA_DESCRIPTION = 'චැනල් 10 ක ඇනලොග් මික්සරයකි.';

async function page(t: TestApp, slug: string, query = ''): Promise<ProductPage> {
  const res = await fetch(`${t.url}/api/products/by-slug/${slug}${query}`);
  expect(res.status).toBe(200);
  return ProductPageSchema.parse(await res.json());
}

/** A product with an English description and two specifications, through the back office. */
async function mixer(t: TestApp, admin: Admin, translations: unknown) {
  const added = await insertProduct(t.database.pool, { brand: 'Yamaha' });
  const { body } = await call(t, 'GET', `/api/admin/products/${added.id}`, admin.token);
  const res = await call(t, 'PATCH', `/api/admin/products/${added.id}`, admin.token, {
    description: 'A 10-channel analog mixer.',
    specs: [
      { label: 'Channels', value: '10' },
      { label: 'Weight', value: '2.1 kg' },
    ],
    translations,
    version: body.version,
  });
  expect(res.status).toBe(200);
  return { slug: res.body.slug as string, id: added.id, saved: res.body };
}

describe("a product's description and specification labels in Sinhala and Tamil (issue #30)", () => {
  it('are kept by the back office and answered in the language asked, English where empty', async ({
    t,
    admin,
  }) => {
    const { slug, saved } = await mixer(t, admin, {
      si: { description: ` ${SINHALA_DESCRIPTION} `, specLabels: { Channels: 'චැනල්' } },
      ta: { description: '' },
    });
    expect(saved.translations).toEqual({
      si: { description: SINHALA_DESCRIPTION, specLabels: { Channels: 'චැනල්' } },
      ta: { description: '' },
    });

    const sinhala = (await page(t, slug, '?lang=si')).product;
    expect(sinhala.description).toBe(SINHALA_DESCRIPTION);
    expect(sinhala.specs).toEqual([
      { label: 'චැනල්', value: '10' },
      { label: 'Weight', value: '2.1 kg' },
    ]);
    expect(sinhala.name).toBe(saved.name);

    const tamil = (await page(t, slug, '?lang=ta')).product;
    expect(tamil.description).toBe('A 10-channel analog mixer.');
    expect(tamil.specs[0]!.label).toBe('Channels');

    // The spec's API is as it was: English, with no language named.
    const english = (await page(t, slug)).product;
    expect(english.description).toBe('A 10-channel analog mixer.');
    expect(english).not.toHaveProperty('translations');
  });

  it('refuses a language the shop does not speak: 400 with a message', async ({ t, admin }) => {
    const { slug } = await mixer(t, admin, {});
    const res = await fetch(`${t.url}/api/products/by-slug/${slug}?lang=fr`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(
      "lang must be 'en', 'si' or 'ta'.",
    );
  });

  it('refuses a translation longer than the English may be, or in a language not offered', async ({
    t,
    admin,
  }) => {
    const added = await insertProduct(t.database.pool);
    const { body } = await call(t, 'GET', `/api/admin/products/${added.id}`, admin.token);
    const long = await call(t, 'PATCH', `/api/admin/products/${added.id}`, admin.token, {
      translations: { ta: { description: 'அ'.repeat(5001) } },
      version: body.version,
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/translations\.ta\.description/);
    const label = await call(t, 'PATCH', `/api/admin/products/${added.id}`, admin.token, {
      translations: { si: { specLabels: { Channels: 'ච'.repeat(61) } } },
      version: body.version,
    });
    expect(label.status).toBe(400);
  });

  it('a new product starts with none, and its page is English in every language', async ({
    t,
    admin,
  }) => {
    const res = await call(t, 'POST', '/api/admin/products', admin.token, {
      name: 'MG06X',
      brand: 'Yamaha',
      price: 40000,
      category: 'Analog Mixers',
      stock: 3,
      description: 'A compact mixer.',
    });
    expect(res.status).toBe(201);
    expect(res.body.translations).toEqual({});
    const sinhala = await page(t, res.body.slug as string, '?lang=si');
    expect(sinhala.product.description).toBe('A compact mixer.');
  });
});
