import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '@avstore/core';
import { call } from '../helpers/admin';
import { HIDDEN, shopShows } from '../helpers/shop-presence';
import { it } from '../fixtures';

describe('duplicating a product', () => {
  it('makes a draft named (copy) with the same pictures, specifications and attributes', async ({
    t,
    admin,
  }) => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#803020' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const created = await call(t, 'POST', '/api/admin/products', admin.token, {
      name: 'QSC K12.2 Duplicable',
      brand: 'QSC',
      price: 450000,
      discountPrice: 430000,
      category: 'Active Speakers',
      stock: 6,
      description: 'Two-way powered speaker',
      sku: 'K12.2',
      specs: [{ label: 'Power', value: '2000 W peak' }],
      attributes: { powerRms: 1000 },
      warranty: { months: 12, by: 'brand' },
      kokoInstallment: true,
      kokoInstallmentCount: 3,
      lowStockThreshold: 2,
    });
    expect(created.status).toBe(201);
    const source = created.body as unknown as AdminProduct;
    const upload = await fetch(`${t.url}/api/admin/products/${source.id}/images`, {
      method: 'POST',
      headers: admin.headers,
      body: form,
    });
    const { picture } = (await upload.json()) as { picture: { id: string } };
    const pictured = await call(t, 'PATCH', `/api/admin/products/${source.id}`, admin.token, {
      version: 1,
      pictures: [{ id: picture.id, alt: 'Front' }],
    });
    expect(pictured.status).toBe(200);

    const copy = await call(t, 'POST', `/api/admin/products/${source.id}/duplicate`, admin.token);
    expect(copy.status).toBe(201);
    const {
      id: _id,
      slug: _slug,
      createdAt: _c,
      updatedAt: _u,
      ...same
    } = pictured.body as unknown as AdminProduct;
    expect(copy.body).toEqual({
      ...same,
      id: expect.not.stringMatching(source.id),
      slug: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      name: 'QSC K12.2 Duplicable (copy)',
      stock: 0,
      draft: true,
      archived: true,
      version: 1,
    });
    const duplicate = copy.body as unknown as AdminProduct;
    expect(await shopShows(t, duplicate, 'duplicable copy')).toMatchObject({
      list: false,
      byId: HIDDEN.byId,
    });

    const second = await call(t, 'POST', `/api/admin/products/${source.id}/duplicate`, admin.token);
    expect(second.body).toMatchObject({ name: 'QSC K12.2 Duplicable (copy 2)' });

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items![1]).toMatchObject({
      actorEmail: admin.email,
      action: 'product.duplicate',
      entityId: duplicate.id,
      before: { id: source.id },
      after: { id: duplicate.id, draft: true },
    });
    // The copy is a draft like any other: published, it is in the shop.
    const published = await call(
      t,
      'POST',
      `/api/admin/products/${duplicate.id}/publish`,
      admin.token,
    );
    expect(published.body).toMatchObject({ archived: false, draft: false });
  });

  it('refuses an unknown product', async ({ t, admin }) => {
    const res = await call(
      t,
      'POST',
      '/api/admin/products/00000000-0000-4000-8000-000000000000/duplicate',
      admin.token,
    );
    expect(res).toMatchObject({ status: 404, body: { message: 'Product not found' } });
  });
});
