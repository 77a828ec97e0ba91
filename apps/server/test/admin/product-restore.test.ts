import { describe, expect } from 'vitest';
import type { AdminProduct } from '@avstore/core';
import { call } from '../helpers/admin';
import { SHOWN, shopShows } from '../helpers/shop-presence';
import { it } from '../fixtures';

const NEW = {
  name: 'Yamaha MG10XU Restorable',
  brand: 'Yamaha',
  price: 98000,
  category: 'Analog Mixers',
  stock: 4,
};

describe('restoring an archived product', () => {
  it('brings back its name, slug and old address, and re-creating it points to restoring', async ({
    t,
    admin,
  }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, NEW);
    expect(created.status).toBe(201);
    const first = created.body as unknown as AdminProduct;
    // Renamed once: the first address must redirect to the product after it comes back.
    const renamed = await call(t, 'PATCH', `/api/admin/products/${first.id}`, admin.token, {
      version: 1,
      name: 'MG10XU Restorable Mk2',
    });
    expect(renamed.status).toBe(200);
    const product = renamed.body as unknown as AdminProduct;
    expect(product.slug).not.toBe(first.slug);

    const archived = await call(t, 'DELETE', `/api/admin/products/${product.id}`, admin.token);
    expect(archived.body).toMatchObject({ archived: true });
    const oldAddress = () => fetch(`${t.url}/api/products/by-slug/${first.slug}`);
    await expect.poll(async () => (await oldAddress()).status, { timeout: 5000 }).toBe(404);

    const again = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: product.name,
    });
    expect(again).toMatchObject({
      status: 409,
      body: {
        message:
          'An archived product already has this name. Restore it from the archived products instead.',
      },
    });

    const restored = await call(
      t,
      'POST',
      `/api/admin/products/${product.id}/restore`,
      admin.token,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: product.id,
      name: product.name,
      slug: product.slug,
      archived: false,
      draft: false,
      version: product.version + 2,
    });
    await expect.poll(() => shopShows(t, product, 'restorable'), { timeout: 5000 }).toEqual(SHOWN);
    const old = await oldAddress();
    expect(old.status).toBe(200);
    expect(((await old.json()) as { product: { slug: string } }).product.slug).toBe(product.slug);

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items![0]).toMatchObject({
      actorEmail: admin.email,
      action: 'product.restore',
      entityId: product.id,
      before: { archived: true },
      after: { archived: false },
    });
    // A name a product in the shop holds keeps the plain refusal.
    const taken = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: product.name,
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'Another product already has this name.' },
    });
  });

  it('leaves a product in the shop as it is, and refuses a draft (published instead)', async ({
    t,
    admin,
  }) => {
    const live = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: 'Live mixer',
    });
    const same = await call(
      t,
      'POST',
      `/api/admin/products/${live.body.id as string}/restore`,
      admin.token,
    );
    expect(same).toMatchObject({ status: 200, body: { version: 1, archived: false } });

    const draft = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: 'Draft mixer',
      draft: true,
    });
    const refused = await call(
      t,
      'POST',
      `/api/admin/products/${draft.body.id as string}/restore`,
      admin.token,
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This product is a draft: publish it instead.' },
    });
    const unknown = await call(
      t,
      'POST',
      '/api/admin/products/00000000-0000-4000-8000-000000000000/restore',
      admin.token,
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Product not found' } });
  });
});
