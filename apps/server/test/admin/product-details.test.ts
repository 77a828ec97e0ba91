import { describe, expect } from 'vitest';
import { PRODUCT_DETAIL_LIMITS, PRODUCT_DETAIL_MESSAGES } from '@avstore/core';
import { call } from '../helpers/admin';
import { type TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

const NEW = {
  name: 'ZEDi-10FX',
  brand: 'Allen & Heath',
  price: 145000,
  category: 'Analog Mixers',
  stock: 3,
};
const SPECS = [
  { label: 'Channels', value: '10' },
  { label: 'USB', value: '4 in / 4 out' },
];

const create = (t: TestApp, admin: Admin, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/admin/products', admin.token, body);

describe("a product page's details in the back office", () => {
  it('are stored and answered with the slug the database made', async ({ t, admin }) => {
    const created = await create(t, admin, {
      ...NEW,
      sku: '  ZEDI-10FX/X ',
      specs: [{ label: ' Channels ', value: '10' }, SPECS[1]],
      warranty: { months: 12, by: 'brand' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'allen-and-heath-zedi-10fx',
      sku: 'ZEDI-10FX/X',
      specs: SPECS,
      warranty: { months: 12, by: 'brand' },
    });
    const read = await call(t, 'GET', `/api/admin/products/${created.body.id}`, admin.token);
    expect(read.body).toMatchObject({ sku: 'ZEDI-10FX/X', specs: SPECS, slug: created.body.slug });
  });

  it('default to none', async ({ t, admin }) => {
    const created = await create(t, admin, { ...NEW, name: 'ZEDi-8' });
    expect(created.body).toMatchObject({
      slug: 'allen-and-heath-zedi-8',
      sku: '',
      specs: [],
      warranty: null,
    });
  });

  it('change by an edit, which keeps the slug until the name changes', async ({ t, admin }) => {
    const created = await create(t, admin, {
      ...NEW,
      name: 'ZED-12FX',
      warranty: { months: 6, by: 'shop' },
    });
    const id = created.body.id as string;
    const edit = async (t: TestApp, admin: Admin, body: Record<string, unknown>) => {
      const { version } = (await call(t, 'GET', `/api/admin/products/${id}`, admin.token)).body;
      return call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, { ...body, version });
    };
    const reordered = await edit(t, admin, { sku: 'ZED12FX', specs: [SPECS[1], SPECS[0]] });
    expect(reordered.status).toBe(200);
    expect(reordered.body).toMatchObject({
      slug: 'allen-and-heath-zed-12fx',
      sku: 'ZED12FX',
      specs: [SPECS[1], SPECS[0]],
      warranty: { months: 6, by: 'shop' },
    });
    expect((await edit(t, admin, { warranty: null })).body.warranty).toBeNull();
    const renamed = await edit(t, admin, { name: 'ZED-14' });
    expect(renamed.body).toMatchObject({ slug: 'allen-and-heath-zed-14', sku: 'ZED12FX' });
  });

  it('are refused with the core messages', async ({ t, admin }) => {
    const row = SPECS[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ specs: [{ ...row, label: ' ' }] }, PRODUCT_DETAIL_MESSAGES.specLabel],
      [{ specs: [{ ...row, value: '' }] }, PRODUCT_DETAIL_MESSAGES.specValue],
      [
        { specs: Array.from({ length: PRODUCT_DETAIL_LIMITS.specs + 1 }, () => row) },
        PRODUCT_DETAIL_MESSAGES.tooManySpecs,
      ],
      [{ warranty: { months: 0, by: 'shop' } }, PRODUCT_DETAIL_MESSAGES.warrantyMonths],
      [{ warranty: { months: 121, by: 'brand' } }, PRODUCT_DETAIL_MESSAGES.warrantyMonths],
      [{ warranty: { months: 1.5, by: 'brand' } }, PRODUCT_DETAIL_MESSAGES.warrantyMonths],
      [{ warranty: { months: 12, by: 'dealer' } }, 'warranty.by'],
      [{ sku: 'x'.repeat(PRODUCT_DETAIL_LIMITS.sku + 1) }, 'sku'],
    ];
    const { body: product } = await create(t, admin, { ...NEW, name: 'ZEDi-10' });
    for (const [fields, message] of cases) {
      const created = await create(t, admin, { ...NEW, name: 'Refused', ...fields });
      expect(created.status, JSON.stringify(fields)).toBe(400);
      expect(created.body.message).toContain(message);
      const edited = await call(t, 'PATCH', `/api/admin/products/${product.id}`, admin.token, {
        ...fields,
        version: product.version,
      });
      expect(edited.status, JSON.stringify(fields)).toBe(400);
      expect(edited.body.message).toContain(message);
    }
  });
});
