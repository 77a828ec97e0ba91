import { describe, expect } from 'vitest';
import type { ListedProduct } from '@avstore/core';
import { call } from '../helpers/admin';
import { it } from '../fixtures';

describe('the KOKO instalment', () => {
  it('is computed from the current price, whatever the back office sends', async ({ t, admin }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, {
      name: 'Mackie Thump215 Koko',
      price: 38000,
      category: 'Active Speakers',
      stock: 3,
      kokoInstallment: true,
      kokoInstallmentCount: 3,
      // No longer an input: left out of the request, as any unknown field.
      kokoInstallmentPrice: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('kokoInstallmentPrice');
    const id = created.body.id as string;
    const shown = async () => {
      const list = (await (await fetch(`${t.url}/api/products/`)).json()) as ListedProduct[];
      const one = (await (await fetch(`${t.url}/api/products/${id}`)).json()) as ListedProduct;
      return [list.find((p) => p.id === id)?.kokoInstallmentPrice, one.kokoInstallmentPrice];
    };
    // LKR 38,000 in 3: 12,666.66 twice, then 12,666.68 (docs/product.md §9).
    await expect.poll(shown, { timeout: 5000 }).toEqual([12666.66, 12666.66]);

    const discounted = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: 1,
      discountPrice: 30000,
      kokoInstallmentCount: 4,
    });
    expect(discounted.status).toBe(200);
    await expect.poll(shown, { timeout: 5000 }).toEqual([7500, 7500]);

    const off = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: 2,
      kokoInstallment: false,
    });
    expect(off.status).toBe(200);
    await expect.poll(shown, { timeout: 5000 }).toEqual([null, null]);
  });

  it('needs only the number of instalments', async ({ t, admin }) => {
    const res = await call(t, 'POST', '/api/admin/products', admin.token, {
      name: 'No count',
      price: 38000,
      category: 'Active Speakers',
      stock: 3,
      kokoInstallment: true,
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('A KOKO offer needs the number of instalments.') },
    });
  });
});
