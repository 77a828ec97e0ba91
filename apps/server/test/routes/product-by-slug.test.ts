import { describe, expect } from 'vitest';
import {
  ProductPageSchema,
  ProductSchema,
  ProductSearchResultSchema,
  RELATED_PRODUCTS,
  type ProductPage,
} from '@avstore/core';
import { SEED_SPECS } from '@avstore/demo-catalogue';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { appTest, it, type Admin } from '../fixtures';

const demoIt = appTest({ seed: true });

async function page(t: TestApp, slug: string): Promise<ProductPage> {
  const res = await fetch(`${t.url}/api/products/by-slug/${slug}`);
  expect(res.status, slug).toBe(200);
  return ProductPageSchema.parse(await res.json());
}

/** Renames through the back office, as staff do: the answer carries the new slug. */
async function rename(t: TestApp, admin: Admin, id: string, name: string): Promise<string> {
  const { body } = await call(t, 'GET', `/api/admin/products/${id}`, admin.token);
  const res = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
    name,
    version: body.version,
  });
  expect(res.status).toBe(200);
  return res.body.slug as string;
}

describe('GET /api/products/by-slug/:slug', () => {
  it('answers the product with its details, under its slug', async ({ t }) => {
    const added = await insertProduct(t.database.pool, {
      name: 'MG10XU',
      brand: 'Yamaha',
      category: 'Analog Mixers',
    });
    await t.database.pool.query(
      `UPDATE products SET sku = 'MG10XU', warranty_months = 24, warranty_by = 'shop',
         specs = '[{"label":"Channels","value":"10"}]' WHERE id = $1`,
      [added.id],
    );
    expect(added.slug).toBe('yamaha-mg10xu');
    const { product } = await page(t, 'yamaha-mg10xu');
    expect(product).toMatchObject({
      id: added.id,
      name: 'MG10XU',
      slug: 'yamaha-mg10xu',
      sku: 'MG10XU',
      specs: [{ label: 'Channels', value: '10' }],
      warranty: { months: 24, by: 'shop' },
    });
    expect(Date.parse(product.updatedAt)).not.toBeNaN();
  });

  it('gives the slug with the product everywhere else too', async ({ t }) => {
    const added = await insertProduct(t.database.pool, { name: 'Slug Everywhere 1' });
    const one = ProductSchema.parse(
      await (await fetch(`${t.url}/api/products/${added.id}`)).json(),
    );
    expect(one.slug).toBe('slug-everywhere-1');
    const search = ProductSearchResultSchema.parse(
      await (await fetch(`${t.url}/api/products/search?q=slug%20everywhere`)).json(),
    );
    expect(search.items.map((p) => p.slug)).toEqual(['slug-everywhere-1']);
    await expect
      .poll(async () => {
        const list = (await (await fetch(`${t.url}/api/products/`)).json()) as { id: string }[];
        return list.find((p) => p.id === added.id);
      })
      .toMatchObject({ slug: 'slug-everywhere-1' });
  });

  it('finds a renamed product by any slug it had, naming the current one', async ({ t, admin }) => {
    const { id } = await insertProduct(t.database.pool, { name: 'EON 712', brand: 'JBL' });
    expect(await rename(t, admin, id, 'EON 712 Powered')).toBe('jbl-eon-712-powered');
    expect((await page(t, 'jbl-eon-712')).product.slug).toBe('jbl-eon-712-powered');
    expect((await page(t, 'jbl-eon-712-powered')).product.slug).toBe('jbl-eon-712-powered');
    const old = await t.app.services.catalogue.productPage('jbl-eon-712');
    expect(old?.current).toBe(false);
    expect((await t.app.services.catalogue.productPage('jbl-eon-712-powered'))?.current).toBe(true);

    // Renamed back: its first slug is current again, the second one leads to it.
    expect(await rename(t, admin, id, 'EON 712')).toBe('jbl-eon-712');
    expect((await page(t, 'jbl-eon-712-powered')).product.slug).toBe('jbl-eon-712');
    expect((await t.app.services.catalogue.productPage('jbl-eon-712'))?.current).toBe(true);
  });

  it('answers 404 for a slug no product on sale has, archived ones included', async ({
    t,
    admin,
  }) => {
    const { id, slug } = await insertProduct(t.database.pool, { name: 'Gone Soon' });
    await page(t, slug!);
    await call(t, 'DELETE', `/api/admin/products/${id}`, admin.token);
    for (const unknown of [slug!, 'no-such-product', 'product-99']) {
      const res = await fetch(`${t.url}/api/products/by-slug/${unknown}`);
      expect(res.status, unknown).toBe(404);
      expect(await res.json()).toEqual({ message: 'Product not found', code: 'not_found' });
    }
  });

  it('answers 400 for what no slug looks like', async ({ t }) => {
    for (const bad of ['Shure-SM58', 'a--b', '-a', 'a_b', 'x'.repeat(89), '%C3%A9']) {
      const res = await fetch(`${t.url}/api/products/by-slug/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('slug: Product not found');
    }
  });

  it('relates the same category first, then the same brand; in stock first, then by name', async ({
    t,
  }) => {
    const add = (t: TestApp, name: string, brand: string, category: string, stock: number) =>
      insertProduct(t.database.pool, { name, brand, category, stock });
    const shown = await add(t, 'Thump 15A', 'Mackie', 'Column Speakers', 4);
    const a = await add(t, 'A1 column', 'JBL', 'Column Speakers', 0);
    const b = await add(t, 'B2 column', 'JBL', 'Column Speakers', 5);
    const c = await add(t, 'C3 column', '', 'Column Speakers', 2);
    const archived = await add(t, 'AA column', 'JBL', 'Column Speakers', 9);
    await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [
      archived.id,
    ]);
    const mixer = await add(t, 'ProFX10', 'Mackie', 'Passive Subwoofers', 3);
    await add(t, 'CR3', 'Mackie', 'Passive Subwoofers', 0);
    await add(t, 'Unrelated', 'Yamaha', 'Passive Subwoofers', 3);

    const { related } = await page(t, shown.slug!);
    expect(related.map((p) => p.id)).toEqual([b.id, c.id, a.id, mixer.id]);
    expect(related).toHaveLength(RELATED_PRODUCTS);

    // A product without a brand shares none: only its category.
    const { related: ofC } = await page(t, c.slug!);
    expect(ofC.map((p) => p.name)).toEqual(['B2 column', 'Thump 15A', 'A1 column']);
  });
});

describe('the demo catalogue', () => {
  demoIt("carries each product's SKU, specifications and warranty", async ({ t }) => {
    const res = await fetch(`${t.url}/api/products/by-slug/shure-sm58`);
    const { product, related } = ProductPageSchema.parse(await res.json());
    const seed = SEED_SPECS['Shure SM58']!;
    expect(product).toMatchObject({
      name: 'Shure SM58',
      sku: seed.sku,
      specs: seed.specs,
      warranty: seed.warranty,
    });
    expect(related).toHaveLength(RELATED_PRODUCTS);
    expect(related.every((p) => p.category === 'Wired Microphones')).toBe(true);
  });
});
