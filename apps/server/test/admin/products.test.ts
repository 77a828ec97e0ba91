import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { call } from '../helpers/admin';
import { it } from '../fixtures';

const NEW = {
  name: `Allen & Heath SQ-5 ${Date.now()}`,
  price: 1450000,
  discountPrice: 1390000,
  category: 'Digital Mixers',
  stock: 3,
  description: '48-channel digital mixer',
  promoCode: 'sq5off',
  promoDiscount: 5,
  kokoInstallment: true,
  kokoInstallmentCount: 3,
  kokoInstallmentPrice: 463333.34,
};

const shopList = async (t: TestApp) =>
  (await (await fetch(`${t.url}/api/products/`)).json()) as {
    id: string;
    stock: number;
    name: string;
  }[];

describe('back-office products', () => {
  it('creates a product that shows in the shop at once, and records it', async ({ t, admin }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, NEW);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: NEW.name,
      price: 1450000,
      promoCode: 'SQ5OFF',
      version: 1,
      archived: false,
      pictures: [],
    });
    await expect
      .poll(async () => (await shopList(t)).some((p) => p.id === created.body.id), {
        timeout: 5000,
      })
      .toBe(true);
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items![0]).toMatchObject({
      actorEmail: admin.email,
      action: 'product.create',
      entityId: created.body.id,
      before: null,
    });
    expect((await call(t, 'POST', '/api/admin/products', admin.token, NEW)).status).toBe(409);
  });

  it('refuses bad input with the core rules', async ({ t, admin }) => {
    const res = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: 'Other',
      discountPrice: 2000000,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('The discount price must be lower than the price.');
    expect(
      (
        await call(t, 'POST', '/api/admin/products', admin.token, {
          ...NEW,
          name: 'Other',
          category: 'Kazoos',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t, 'POST', '/api/admin/products', admin.token, {
          ...NEW,
          name: 'Other',
          stock: -2,
        })
      ).status,
    ).toBe(400);
  });

  it('edits with the version it was read at, refusing a stale one, with before and after in the audit', async ({
    t,
    admin,
  }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: `Edit Me ${Date.now()}`,
    });
    const id = created.body.id as string;
    const first = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: 1,
      stock: 0,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      stock: 0,
      version: 2,
      description: NEW.description,
      pictures: [],
    });
    const stale = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: 1,
      stock: 9,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This product was changed by someone else. Reload it and make your change again.',
    );
    expect((await call(t, 'GET', `/api/admin/products/${id}`, admin.token)).body.stock).toBe(0);
    await expect
      .poll(async () => (await shopList(t)).find((p) => p.id === id)?.stock, { timeout: 5000 })
      .toBe(0);
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    const entry = audit.body.items!.find(
      (e) => e.entityId === id && e.action === 'product.update',
    ) as { before: { stock: number }; after: { stock: number } };
    expect(entry.before.stock).toBe(3);
    expect(entry.after.stock).toBe(0);
    const merged = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: 2,
      price: 1000,
    });
    expect(merged.status).toBe(400);
    expect(merged.body.message).toBe(
      'discountPrice: The discount price must be lower than the price.',
    );
  });

  it('lets only one of two concurrent edits of one version through', async ({ t, admin }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: `Race ${Date.now()}`,
    });
    const id = created.body.id as string;
    const results = await Promise.all([
      call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, { version: 1, stock: 10 }),
      call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, { version: 1, stock: 20 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('archives: the product leaves the shop but stays listed for the office', async ({
    t,
    admin,
  }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...NEW,
      name: `Archive Me ${Date.now()}`,
    });
    const id = created.body.id as string;
    const archived = await call(t, 'DELETE', `/api/admin/products/${id}`, admin.token);
    expect(archived.body.archived).toBe(true);
    await expect
      .poll(async () => (await shopList(t)).some((p) => p.id === id), { timeout: 5000 })
      .toBe(false);
    const listed = await call(
      t,
      'GET',
      `/api/admin/products?archived=true&search=${encodeURIComponent('Archive Me')}`,
      admin.token,
    );
    expect(listed.body.items!.map((p) => p.id)).toContain(id);
  });

  it('lists with search, category and pages', async ({ t, admin }) => {
    const page = await call(
      t,
      'GET',
      '/api/admin/products?category=Digital%20Mixers&pageSize=2&page=1',
      admin.token,
    );
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    expect((await call(t, 'GET', '/api/admin/products?pageSize=1000', admin.token)).status).toBe(
      400,
    );
  });
});
