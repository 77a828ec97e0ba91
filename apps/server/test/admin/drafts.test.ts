import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect } from 'vitest';
import { productPath, type AdminProduct } from '@avstore/core';
import { defaultWebRoot } from '../../src/server';
import { serverEntryOf } from '../../src/plugins/product-pages';
import { call } from '../helpers/admin';
import { orderBody } from '../helpers/catalogue';
import { HIDDEN, SHOWN, shopShows } from '../helpers/shop-presence';
import type { TestApp } from '../helpers/test-app';
import { appTest, type Admin } from '../fixtures';

// The product page is rendered by the built web app, as in product-pages.test.ts.
const webRoot = defaultWebRoot();
const it = appTest({ webRoot });
beforeAll(() => {
  if (!fs.existsSync(serverEntryOf(webRoot)))
    throw new Error('the web app is not built: run npm run build before these tests');
});

let made = 0;
/** A product whose name holds `word`, a word no other product of the file has. */
async function create(t: TestApp, admin: Admin, word: string, extra: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/admin/products', admin.token, {
    name: `Behringer ${word} ${++made}`,
    price: 95000,
    category: 'Analog Mixers',
    stock: 5,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as unknown as AdminProduct;
}

const page = async (t: TestApp, slug: string) =>
  (await fetch(`${t.url}${productPath(slug)}`, { redirect: 'manual' })).status;

describe('a draft', () => {
  it(
    'is absent from the list, search, suggestions, sitemap and its page, then there once published',
    {
      timeout: 90_000,
    },
    async ({ t, admin }) => {
      const draft = await create(t, admin, 'Xenyxdraft', { draft: true });
      expect(draft).toMatchObject({ draft: true, archived: true, version: 1 });
      // A published product made at the same time shows, so the draft's absence is not a lag.
      const live = await create(t, admin, 'Xenyxdraft');
      expect(live).toMatchObject({ draft: false, archived: false });
      await expect.poll(() => shopShows(t, live, 'xenyxdraft'), { timeout: 5000 }).toEqual(SHOWN);
      expect(await shopShows(t, draft, 'xenyxdraft')).toEqual(HIDDEN);
      expect(await page(t, draft.slug)).toBe(404);
      expect(await page(t, live.slug)).toBe(200);

      const published = await call(
        t,
        'POST',
        `/api/admin/products/${draft.id}/publish`,
        admin.token,
      );
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ draft: false, archived: false, version: 2 });
      await expect.poll(() => shopShows(t, draft, 'xenyxdraft'), { timeout: 5000 }).toEqual(SHOWN);
      expect(await page(t, draft.slug)).toBe(200);

      const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
      expect(audit.body.items![0]).toMatchObject({
        actorEmail: admin.email,
        action: 'product.publish',
        entityId: draft.id,
        before: { draft: true },
        after: { draft: false },
      });
      const again = await call(t, 'POST', `/api/admin/products/${draft.id}/publish`, admin.token);
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'This product is not a draft.' },
      });
    },
  );

  it('cannot be ordered, where a published product can', async ({ t, admin, placeOrder }) => {
    const draft = await create(t, admin, 'Orderdraft', { draft: true });
    const live = await create(t, admin, 'Orderdraft');
    const refused = await placeOrder(orderBody([{ product: { ...draft, price: 95000 } }]));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toEqual(expect.any(String));
    const placed = await placeOrder(orderBody([{ product: { ...live, price: 95000 } }]));
    expect(placed.status).toBe(201);
  });

  it('takes pictures, and is listed apart from archived products', async ({ t, admin }) => {
    const draft = await create(t, admin, 'Picturedraft', { draft: true });
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#208040' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const upload = await fetch(`${t.url}/api/admin/products/${draft.id}/images`, {
      method: 'POST',
      headers: admin.headers,
      body: form,
    });
    expect(upload.status).toBe(201);
    const { picture } = (await upload.json()) as { picture: { id: string } };
    const saved = await call(t, 'PATCH', `/api/admin/products/${draft.id}`, admin.token, {
      version: 1,
      pictures: [{ id: picture.id, alt: '' }],
    });
    expect(saved).toMatchObject({ status: 200, body: { draft: true, archived: true } });

    const archived = await create(t, admin, 'Picturedraft');
    await call(t, 'DELETE', `/api/admin/products/${archived.id}`, admin.token);
    const names = async (query: string) =>
      (
        await call(t, 'GET', `/api/admin/products?search=Picturedraft&${query}`, admin.token)
      ).body.items!.map((p) => p.id);
    expect(await names('draft=true')).toEqual([draft.id]);
    expect(await names('archived=true')).toEqual([archived.id]);
    expect(await names('archived=false')).toEqual([]);
    expect((await names('')).sort()).toEqual([draft.id, archived.id].sort());
  });

  it('is not made unless asked: a new product is published', async ({ t, admin }) => {
    const product = await create(t, admin, 'Publishedfirst');
    expect(product).toMatchObject({ draft: false, archived: false });
    await expect
      .poll(() => shopShows(t, product, 'publishedfirst'), { timeout: 5000 })
      .toEqual(SHOWN);
  });
});
