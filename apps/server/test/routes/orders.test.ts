import { describe, expect } from 'vitest';
import { OrderSchema } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { bearer, post, signUp } from '../helpers/accounts';
import { ADDRESS, insertProduct, orderBody, stockOf } from '../helpers/catalogue';
import { it } from '../fixtures';

const countOrders = async (t: TestApp) =>
  Number((await t.database.pool.query('SELECT count(*) FROM orders')).rows[0].count);

/**
 * The app's connections to its database inside a transaction and waiting, now: polled, since the
 * app's other work (the outbox, the job queue) passes through that state for a moment.
 */
const inTransaction = async (t: TestApp) =>
  Number(
    (
      await t.database.pool.query(
        `SELECT count(*) FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      )
    ).rows[0].count,
  );

describe('POST /api/orders', () => {
  it('places a pickup order without an address, taking stock', async ({
    shopper,
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 5, price: 1234.5 });
    const res = await placeOrder(orderBody([{ product, quantity: 2 }]));
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stockOf(t.database.pool, product.id)).toBe(3);
    const order = OrderSchema.parse(
      await (
        await fetch(`${t.url}/api/orders/${res.body.id}`, { headers: bearer(shopper.token) })
      ).json(),
    );
    expect(order).toMatchObject({
      status: 'pending',
      total: 2469,
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    expect(order.items[0]).toMatchObject({
      productId: product.id,
      quantity: 2,
      price: 1234.5,
      originalPrice: 1234.5,
      appliedPromoCode: null,
    });
    expect(order.customer.address).toBe('');
  });

  it("takes each line's quantity from its own product and leaves other products alone", async ({
    placeOrder,
    t,
  }) => {
    const mixer = await insertProduct(t.database.pool, { stock: 8 });
    const speaker = await insertProduct(t.database.pool, { stock: 6 });
    const bystander = await insertProduct(t.database.pool, { stock: 4 });
    const res = await placeOrder(
      orderBody([
        { product: mixer, quantity: 3 },
        { product: speaker, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(await stockOf(t.database.pool, mixer.id)).toBe(5);
    expect(await stockOf(t.database.pool, speaker.id)).toBe(5);
    expect(await stockOf(t.database.pool, bystander.id)).toBe(4);
  });

  it('keeps names with quotes, commas, braces and backslashes exactly in its lines', async ({
    shopper,
    placeOrder,
    t,
  }) => {
    const names = ['JBL 15" {PRX}, "Pro"', "Back\\slash, NULL 'mixer'", '  spaced  '];
    const products = await Promise.all(
      names.map((name) => insertProduct(t.database.pool, { name, stock: 3 })),
    );
    const res = await placeOrder(orderBody(products.map((product) => ({ product }))));
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(
      await (
        await fetch(`${t.url}/api/orders/${res.body.id}`, { headers: bearer(shopper.token) })
      ).json(),
    );
    expect(order.items.map((item) => item.name)).toEqual(names);
  });

  it('refuses delivery without an address, and keeps the address with one', async ({
    shopper,
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool);
    const missing = await placeOrder(
      orderBody([{ product }], { deliveryMethod: 'delivery', customer: { address: '', city: '' } }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/customer\.(address|city): This field is required/);
    const ok = await placeOrder(orderBody([{ product }], { deliveryMethod: 'delivery' }));
    expect(ok.status).toBe(201);
    const order = (await (
      await fetch(`${t.url}/api/orders/${ok.body.id}`, { headers: bearer(shopper.token) })
    ).json()) as { customer: object };
    expect(order.customer).toMatchObject(ADDRESS);
  });

  it('refuses a tampered unit price or total with 409 and takes no stock', async ({
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 4, price: 50000 });
    const before = await countOrders(t);
    const cheap = await placeOrder(orderBody([{ product, price: 1 }]));
    expect(cheap.status).toBe(409);
    expect(cheap.body.message).toBe('Prices have changed. Please review your cart.');
    const total = await placeOrder(orderBody([{ product }], { total: 100 }));
    expect(total.status).toBe(409);
    expect(total.body.message).toBe('Prices have changed. Please review your cart.');
    expect(await stockOf(t.database.pool, product.id)).toBe(4);
    expect(await countOrders(t)).toBe(before);
  });

  it('uses the discount price and refuses the list price', async ({ placeOrder, t }) => {
    const product = await insertProduct(t.database.pool, { price: 50000, discountPrice: 45000 });
    expect((await placeOrder(orderBody([{ product }]))).status).toBe(409);
    expect((await placeOrder(orderBody([{ product, price: 45000 }]))).status).toBe(201);
  });

  it('refuses more than the stock with the spec message, leaving the other lines alone', async ({
    placeOrder,
    t,
  }) => {
    const plenty = await insertProduct(t.database.pool, { stock: 10 });
    const short = await insertProduct(t.database.pool, {
      stock: 1,
      name: `Scarce Amp ${Date.now()}`,
    });
    const res = await placeOrder(
      orderBody([
        { product: plenty, quantity: 3 },
        { product: short, quantity: 2 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Only 1 items of ${short.name} are available.`);
    expect(await stockOf(t.database.pool, plenty.id)).toBe(10);
  });

  it('refuses a product that is no longer sold, a repeated line and an empty cart', async ({
    placeOrder,
    t,
  }) => {
    const gone = await insertProduct(t.database.pool);
    await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [gone.id]);
    expect((await placeOrder(orderBody([{ product: gone }]))).status).toBe(409);
    const product = await insertProduct(t.database.pool);
    expect((await placeOrder(orderBody([{ product }, { product }]))).status).toBe(400);
    const empty = await placeOrder({ ...orderBody([{ product }]), items: [], total: 0 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Your cart is empty');
  });

  it('refuses methods that disagree between the order and the customer', async ({
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool);
    const body = orderBody([{ product }]);
    body.customer.paymentMethod = 'card';
    expect((await placeOrder(body)).status).toBe(400);
  });

  it('needs a signed-in shopper', async ({ placeOrder, t }) => {
    const product = await insertProduct(t.database.pool);
    expect((await post(`${t.url}/api/orders`, orderBody([{ product }]))).status).toBe(401);
    expect((await placeOrder(orderBody([{ product }]), 'not.a.token')).status).toBe(401);
  });

  it('lets a shopper hold at most 5 unpaid orders of any payment method', async ({
    placeOrder,
    t,
  }) => {
    const buyer = await signUp(t.url);
    const product = await insertProduct(t.database.pool, { stock: 50 });
    const methods = ['cash', 'card', 'koko', 'cash', 'card'] as const;
    const ids: string[] = [];
    for (const paymentMethod of methods) {
      const res = await placeOrder(orderBody([{ product }], { paymentMethod }), buyer.token);
      expect(res.status).toBe(201);
      ids.push(res.body.id as string);
    }
    for (const paymentMethod of ['cash', 'card', 'koko'] as const) {
      const refused = await placeOrder(orderBody([{ product }], { paymentMethod }), buyer.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'You have 5 orders waiting for payment or for the shop to confirm them. Please complete one of them before placing another.',
      );
    }
    expect(await stockOf(t.database.pool, product.id)).toBe(45);
    // Once the shop confirms one, another may be placed.
    await t.database.pool.query("UPDATE orders SET status = 'confirmed' WHERE id = $1", [ids[0]]);
    expect(
      (await placeOrder(orderBody([{ product }], { paymentMethod: 'cash' }), buyer.token)).status,
    ).toBe(201);
  });

  it(`refuses a line of more than MAX_LINE_QUANTITY units, naming the product`, async ({
    placeOrder,
    t,
  }) => {
    const buyer = await signUp(t.url);
    const product = await insertProduct(t.database.pool, { stock: 500 });
    const res = await placeOrder(orderBody([{ product, quantity: 21 }]), buyer.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `You can order at most 20 of ${product.name} at once. Please contact the shop for larger quantities.`,
    );
    expect(await stockOf(t.database.pool, product.id)).toBe(500);
    expect((await placeOrder(orderBody([{ product, quantity: 20 }]), buyer.token)).status).toBe(
      201,
    );
  });

  it('leaves neither order nor stock change when the transaction fails half way', async ({
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool, {
      stock: 7,
      name: `Explosive Mixer ${Date.now()}`,
    });
    await t.database.pool.query(`
      CREATE OR REPLACE FUNCTION fail_explosive() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name LIKE 'Explosive Mixer%' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_explosive BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION fail_explosive();`);
    try {
      const before = await countOrders(t);
      const res = await placeOrder(orderBody([{ product, quantity: 2 }]));
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Something went wrong on our side. Please try again.');
      expect(await countOrders(t)).toBe(before);
      expect(await stockOf(t.database.pool, product.id)).toBe(7);
    } finally {
      await t.database.pool.query(
        'DROP TRIGGER fail_explosive ON order_items; DROP FUNCTION fail_explosive();',
      );
    }
    await expect
      .poll(() => inTransaction(t), { message: 'connections left inside a transaction' })
      .toBe(0);
  });

  // The order's write and its COMMIT go in one round trip (db/pipelined-transaction.ts): a COMMIT
  // that fails must fail the order, though the write before it succeeded.
  it('answers no order, and keeps none, when the commit itself fails', async ({
    placeOrder,
    t,
  }) => {
    const { pool } = t.database;
    const product = await insertProduct(pool, { stock: 7, name: `Doomed Speaker ${Date.now()}` });
    await pool.query(`
      CREATE OR REPLACE FUNCTION fail_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name LIKE 'Doomed Speaker%' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$;
      CREATE CONSTRAINT TRIGGER fail_doomed AFTER INSERT ON order_items
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_doomed();`);
    const before = await countOrders(t);
    try {
      const res = await placeOrder(orderBody([{ product, quantity: 2 }]));
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Something went wrong on our side. Please try again.');
      expect(await countOrders(t)).toBe(before);
      expect(await stockOf(pool, product.id)).toBe(7);
      await expect
        .poll(() => inTransaction(t), { message: 'connections left inside a transaction' })
        .toBe(0);
    } finally {
      await pool.query('DROP TRIGGER fail_doomed ON order_items; DROP FUNCTION fail_doomed();');
    }
    expect((await placeOrder(orderBody([{ product, quantity: 2 }]))).status).toBe(201);
    expect(await stockOf(pool, product.id)).toBe(5);
  });
});

describe('concurrency', () => {
  it('100 concurrent one-unit orders for a stock of 10 make exactly 10 orders and stock 0', async ({
    placeOrder,
    t,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 10, price: 999 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(t.url)));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        placeOrder(orderBody([{ product }]), buyers[i % buyers.length]!.token),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(await stockOf(t.database.pool, product.id)).toBe(0);
    const { rows } = await t.database.pool.query(
      'SELECT coalesce(sum(quantity), 0)::int AS sold FROM order_items WHERE product_id = $1',
      [product.id],
    );
    expect(rows[0].sold).toBe(10);
  });

  it('two concurrent orders with the same promo make exactly one promo use', async ({
    placeOrder,
    t,
  }) => {
    const buyer = await signUp(t.url);
    const product = await insertProduct(t.database.pool, {
      stock: 10,
      price: 20000,
      promoCode: 'TWICE10',
      promoDiscount: 10,
    });
    const body = orderBody([{ product, price: 18000, promoCode: 'TWICE10' }]);
    const results = await Promise.all([
      placeOrder(body, buyer.token),
      placeOrder(body, buyer.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      'You have already applied a promo code to this product.',
    );
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM promo_uses WHERE user_id = $1',
      [buyer.user.id],
    );
    expect(rows[0].n).toBe(1);
    expect(await stockOf(t.database.pool, product.id)).toBe(9);
  });
});
