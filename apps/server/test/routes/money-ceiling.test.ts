import { describe, expect } from 'vitest';
import { OrderSchema } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { bearer, post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { orderBody, type TestProduct } from '../helpers/catalogue';
import { appTest, type Admin } from '../fixtures';

// A test's account holds unpaid orders of Rs 50,000,000 and more: what is tried here is money
// past 32 bits, not the value one account may hold (MAX_HELD_VALUE), so that is lifted.
const it = appTest({ env: { MAX_HELD_VALUE: '500000000' } });

let made = 0;
/** A product made through the back office, as the shop's staff would. */
async function adminProduct(
  t: TestApp,
  admin: Admin,
  price: number,
  extra: Record<string, unknown> = {},
) {
  const name = `Line array ${Date.now()}-${made++}`;
  const res = await call(t, 'POST', '/api/admin/products', admin.token, {
    name,
    price,
    category: 'Active Speakers',
    stock: 5,
    ...extra,
  });
  return { res, product: { id: res.body.id as string, name, price } as TestProduct };
}

describe('money beyond 32 bits of cents', () => {
  it('sells a product of Rs 25,000,000 and reads the order back with its total', async ({
    shopper,
    placeOrder,
    t,
    admin,
  }) => {
    const { res, product } = await adminProduct(t, admin, 25_000_000, {
      discountPrice: 24_999_999.99,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ price: 25_000_000, discountPrice: 24_999_999.99 });
    const withoutDiscount = await call(
      t,
      'PATCH',
      `/api/admin/products/${product.id}`,
      admin.token,
      {
        discountPrice: null,
        version: 1,
      },
    );
    expect(withoutDiscount.status).toBe(200);

    const placed = await placeOrder(orderBody([{ product }]));
    expect(placed.status).toBe(201);
    const order = OrderSchema.parse(
      await (
        await fetch(`${t.url}/api/orders/${placed.body.id}`, { headers: bearer(shopper.token) })
      ).json(),
    );
    expect(order.total).toBe(25_000_000);
    expect(order.items[0]).toMatchObject({ price: 25_000_000, originalPrice: 25_000_000 });

    const confirmed = await call(
      t,
      'PATCH',
      `/api/admin/orders/${placed.body.id}/status`,
      admin.token,
      { status: 'confirmed' },
    );
    expect(confirmed.status).toBe(200);
    const dashboard = await call(t, 'GET', '/api/admin/dashboard', admin.token);
    expect(dashboard.status).toBe(200);
    expect((dashboard.body.month as { revenue: number }).revenue).toBeGreaterThanOrEqual(
      25_000_000,
    );
  });

  it('opens a card payment of Rs 50,000,000', async ({ shopper, placeOrder, t, admin }) => {
    const { product } = await adminProduct(t, admin, 25_000_000);
    const placed = await placeOrder(
      orderBody([{ product, quantity: 2 }], { paymentMethod: 'card' }),
    );
    expect(placed.status).toBe(201);
    const session = await post(
      `${t.url}/api/payment/create-session`,
      { orderId: placed.body.id, amount: '50000000.00' },
      bearer(shopper.token),
    );
    expect(session.status).toBe(200);
    const { rows } = await t.database.pool.query<{ amount_cents: string }>(
      'SELECT amount_cents FROM payments WHERE order_id = $1',
      [placed.body.id],
    );
    expect(Number(rows[0]!.amount_cents)).toBe(5_000_000_000);
  });
});

describe('the ceiling of Rs 100,000,000', () => {
  it('refuses an order over it with a message a shopper can read', async ({
    placeOrder,
    t,
    admin,
  }) => {
    const { res, product } = await adminProduct(t, admin, 60_000_000);
    expect(res.status).toBe(201);
    const placed = await placeOrder(orderBody([{ product, quantity: 2 }]));
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe(
      'An order cannot be over Rs. 100,000,000. Please contact the shop for large orders.',
    );
    const { rows } = await t.database.pool.query('SELECT stock FROM products WHERE id = $1', [
      product.id,
    ]);
    expect(rows[0].stock).toBe(5);
  });

  it('takes an order of exactly Rs 100,000,000', async ({ placeOrder, t, admin }) => {
    const { product } = await adminProduct(t, admin, 50_000_000);
    const placed = await placeOrder(orderBody([{ product, quantity: 2 }]));
    expect(placed.status).toBe(201);
  });

  it('refuses a product price or discount price over it in the back office', async ({
    t,
    admin,
  }) => {
    const price = await adminProduct(t, admin, 100_000_000.01);
    expect(price.res.status).toBe(400);
    expect(price.res.body.message).toBe('price: A price cannot be over Rs. 100,000,000');
    const discount = await adminProduct(t, admin, 200_000_000, { discountPrice: 150_000_000 });
    expect(discount.res.status).toBe(400);
    expect(discount.res.body.message).toMatch(/cannot be over Rs. 100,000,000/);
    const { res, product } = await adminProduct(t, admin, 100_000_000);
    expect(res.status).toBe(201);
    const edit = await call(t, 'PATCH', `/api/admin/products/${product.id}`, admin.token, {
      price: 1e12,
      version: 1,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('price: A price cannot be over Rs. 100,000,000');
  });
});
