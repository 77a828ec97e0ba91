import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { describe, expect } from 'vitest';
import {
  CATEGORIES,
  currentPriceCents,
  pricesInCents,
  ProductListSchema,
  ProductSchema,
  toRupees,
  type Product,
  type ListedProduct,
} from '@avstore/core';
import { post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const it = appTest({ seed: true });

/** The price a shopper pays for a product today, as the order request carries it. */
const currentPrice = (p: ListedProduct) => toRupees(currentPriceCents(pricesInCents(p)));

/** Raw bytes and headers, without fetch's automatic decompression. */
function raw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function list(t: TestApp): Promise<ListedProduct[]> {
  const res = await fetch(`${t.url}/api/products/`);
  expect(res.status).toBe(200);
  return ProductListSchema.parse(await res.json());
}

/** The ids of the products on sale, in the order the list must have. */
async function onSale(t: TestApp): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM products WHERE archived_at IS NULL ORDER BY name',
  );
  return rows.map((row) => row.id);
}

describe('GET /api/products/', () => {
  it('lists the seeded catalogue with the spec fields and without promo codes', async ({ t }) => {
    const products = await list(t);
    expect(products.length).toBeGreaterThanOrEqual(150);
    for (const category of CATEGORIES) {
      expect(products.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(5);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock > 0 && p.stock <= 5)).toBe(true);
    expect(products.some((p) => p.stock > 5)).toBe(true);
    expect(products.some((p) => p.discountPrice)).toBe(true);
    expect(
      products.some((p) => p.kokoInstallment && p.kokoInstallmentPrice && p.kokoInstallmentCount),
    ).toBe(true);
    const special = products.find((p) => p.hasPromo && p.promoDiscount === 10 && p.featured);
    expect(special).toBeDefined();
    const body = await (await fetch(`${t.url}/api/products/`)).text();
    expect(body).not.toContain('promoCode');
    expect(body).not.toContain('SPECIAL10');
  });

  it("has the Special Deals speaker at the address Home's 'Shop Now' opens", async ({ t }) => {
    // apps/web's SPECIAL_DEAL_PATH: the page of the seed's SPECIAL_DEAL_NAME.
    const res = await fetch(`${t.url}/api/products/by-slug/ld-systems-anny-10`);
    expect(res.status).toBe(200);
    const { product } = (await res.json()) as { product: ListedProduct };
    expect(product).toMatchObject({ brand: 'LD Systems', hasPromo: true, promoDiscount: 10 });
  });

  it('answers the same list without the trailing slash', async ({ t }) => {
    const res = await fetch(`${t.url}/api/products`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThanOrEqual(150);
  });

  it('answers 304 to a matching If-None-Match', async ({ t }) => {
    const first = await fetch(`${t.url}/api/products/`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const second = await fetch(`${t.url}/api/products/`, { headers: { 'if-none-match': etag! } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    const stale = await fetch(`${t.url}/api/products/`, {
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.status).toBe(200);
  });

  it('compresses with brotli and gzip to the same JSON', async ({ t }) => {
    const plain = await raw(`${t.url}/api/products/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await raw(`${t.url}/api/products/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const br = await raw(`${t.url}/api/products/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(gz.headers.vary).toContain('accept-encoding');
  });

  it('follows a change of stock made in the database within seconds, with a new ETag', async ({
    t,
  }) => {
    const before = await fetch(`${t.url}/api/products/`);
    const etag = before.headers.get('etag');
    const [first] = (await before.json()) as ListedProduct[];
    await t.database.pool.query('UPDATE products SET stock = 0 WHERE id = $1', [first!.id]);
    await expect
      .poll(async () => (await list(t)).find((p) => p.id === first!.id)?.stock, { timeout: 5000 })
      .toBe(0);
    const after = await fetch(`${t.url}/api/products/`, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('stays right while orders run: every stock as in the database, and an edit shown', async ({
    t,
  }) => {
    const products = (await list(t)).filter((p) => p.stock >= 5).slice(0, 4);
    const buyers = await Promise.all([0, 1, 2, 3].map(() => signUp(t.url)));
    const reading = (async () => {
      for (let i = 0; i < 20; i++) expect((await fetch(`${t.url}/api/products/`)).status).toBe(200);
    })();
    await Promise.all(
      buyers.map(async (buyer, n) => {
        for (const product of products.slice(0, 2 + (n % 3))) {
          const res = await post(
            `${t.url}/api/orders`,
            orderBody([
              { product: { id: product.id, name: product.name, price: currentPrice(product) } },
            ]),
            { authorization: `Bearer ${buyer.token}` },
          );
          expect(res.status).toBe(201);
        }
      }),
    );
    await reading;
    const { rows } = await t.database.pool.query<{ id: string; stock: number }>(
      'SELECT id, stock FROM products WHERE id = ANY($1)',
      [products.map((p) => p.id)],
    );
    expect(rows.some((row) => row.stock < products.find((p) => p.id === row.id)!.stock)).toBe(true);
    await expect
      .poll(
        async () => {
          const shown = await list(t);
          return rows.every((row) => shown.find((p) => p.id === row.id)?.stock === row.stock);
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // An edit from the back office (a new version) is shown within a second or so.
    const [edited] = products;
    await t.database.pool.query(
      "UPDATE products SET description = 'Edited while orders ran', version = version + 1 WHERE id = $1",
      [edited!.id],
    );
    await expect
      .poll(async () => (await list(t)).find((p) => p.id === edited!.id)?.description, {
        timeout: 3000,
      })
      .toBe('Edited while orders ran');
  });

  it('leaves archived products out', async ({ t }) => {
    const [first] = await list(t);
    await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [
      first!.id,
    ]);
    await expect
      .poll(async () => (await list(t)).some((p) => p.id === first!.id), { timeout: 5000 })
      .toBe(false);
    expect((await fetch(`${t.url}/api/products/${first!.id}`)).status).toBe(404);
  });

  it('keeps every product in place by name through edits: a rename, a new product, a restore', async ({
    t,
  }) => {
    const [first, second] = await list(t);
    const renamed = `ZZ Renamed ${second!.name}`;
    await t.database.pool.query(
      'UPDATE products SET name = $2, version = version + 1 WHERE id = $1',
      [second!.id, renamed],
    );
    const added = await insertProduct(t.database.pool, { name: 'AAA First by name' });
    await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [
      first!.id,
    ]);
    await t.database.pool.query('UPDATE products SET archived_at = NULL WHERE id = $1', [
      first!.id,
    ]);
    const expected = await onSale(t);
    expect(expected[0]).toBe(added.id);
    await expect
      .poll(async () => (await list(t)).map((p) => p.id), { timeout: 3000 })
      .toEqual(expected);
    const shown = await list(t);
    expect(shown.find((p) => p.id === second!.id)?.name).toBe(renamed);
    expect(shown[0]).toMatchObject({ name: 'AAA First by name', price: 30000, stock: 10 });
  });

  it("lists the spec's fields, pictures as images only, the rest as the product itself", async ({
    t,
  }) => {
    const second = (await list(t)).find((p) => p.images.length > 0);
    const res = await fetch(`${t.url}/api/products/${second!.id}`);
    const { pictures, attributes, ...fields } = (await res.json()) as Product;
    expect(pictures.length).toBeGreaterThan(0);
    expect(attributes).toBeTypeOf('object');
    expect(second).toEqual(fields);
    expect(second).not.toHaveProperty('pictures');
    // The typed specifications are the product's own, not the whole list's.
    expect(second).not.toHaveProperty('attributes');
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product, with its pictures', async ({ t }) => {
    const second = (await list(t)).find((p) => p.images.length > 0);
    const res = await fetch(`${t.url}/api/products/${second!.id}`);
    expect(res.status).toBe(200);
    const { pictures, attributes, ...fields } = ProductSchema.parse(await res.json());
    expect(fields).toEqual(second);
    expect(attributes).toBeTypeOf('object');
    expect(pictures.map((p) => `/media/${p.id}.jpg`)).toEqual(second!.images);
  });

  it('answers 404 with a message for an unknown id', async ({ t }) => {
    const res = await fetch(`${t.url}/api/products/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Product not found', code: 'not_found' });
  });

  it('answers 400 with a message for a malformed id', async ({ t }) => {
    const res = await fetch(`${t.url}/api/products/not-a-uuid`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/Product not found|id/);
  });
});

describe('product images', () => {
  it("serves the seeded drawings through the picture pipeline, at the spec's address and each width", async ({
    t,
  }) => {
    const listed = (await list(t)).find((p) => p.images.length > 0);
    const first = ProductSchema.parse(
      await (await fetch(`${t.url}/api/products/${listed!.id}`)).json(),
    );
    expect(first.images[0]).toBe(`/media/${first.pictures[0]!.id}.jpg`);
    expect(first.pictures[0]).toMatchObject({ alt: first.name, width: 600, height: 600 });
    const res = await fetch(`${t.url}${first.images[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const small = await fetch(`${t.url}/media/${first.pictures[0]!.id}/320.avif`);
    expect(small.headers.get('content-type')).toBe('image/avif');
    expect((await small.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('answers 404 for an unknown image', async ({ t }) => {
    const res = await fetch(`${t.url}/media/00000000-0000-4000-8000-000000000000.jpg`);
    expect(res.status).toBe(404);
  });
});
