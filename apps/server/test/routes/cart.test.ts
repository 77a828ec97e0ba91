import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { CART_SYNC_MESSAGES, CartResponseSchema, MAX_CART_LINES } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import { it } from '../fixtures';

const read = (t: TestApp, token?: string) => call(t, 'GET', '/api/cart', token);
const save = (t: TestApp, token: string | undefined, lines: unknown) =>
  call(t, 'PUT', '/api/cart', token, { lines });
const lines = (body: unknown) => CartResponseSchema.parse(body).lines;

describe('the cart kept with the account (GET, PUT /api/cart)', () => {
  it('answers 401 without a session', async ({ t }) => {
    expect((await read(t)).status).toBe(401);
    const product = await insertProduct(t.database.pool);
    const refused = await save(t, undefined, [{ productId: product.id, quantity: 1 }]);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toEqual(expect.any(String));
  });

  it('is empty at first, then follows the account to another sign-in at the price of the day', async ({
    t,
    shopper,
  }) => {
    expect(await read(t, shopper.token)).toEqual({ status: 200, body: { lines: [] } });
    const mixer = await insertProduct(t.database.pool, { price: 30000, stock: 10 });
    const saved = await save(t, shopper.token, [{ productId: mixer.id, quantity: 2 }]);
    expect(saved.status).toBe(200);
    expect(lines(saved.body)).toMatchObject([{ id: mixer.id, price: 30000, quantity: 2 }]);

    await t.database.pool.query(
      'UPDATE products SET discount_price_cents = 2750000 WHERE id = $1',
      [mixer.id],
    );
    const again = await post(`${t.url}/api/auth/login`, {
      email: shopper.email,
      password: shopper.password,
    });
    const other = await read(t, again.body.token as string);
    expect(lines(other.body)).toMatchObject([
      { id: mixer.id, name: mixer.name, price: 27500, quantity: 2 },
    ]);
  });

  it("is each account's own", async ({ t, shopper }) => {
    const product = await insertProduct(t.database.pool);
    await save(t, shopper.token, [{ productId: product.id, quantity: 1 }]);
    const stranger = await post(`${t.url}/api/auth/register`, {
      email: `other-${randomUUID()}@example.lk`,
      password: shopper.password,
    });
    expect(stranger.status).toBe(201);
    const login = await post(`${t.url}/api/auth/login`, {
      email: (stranger.body.user as { email: string }).email,
      password: shopper.password,
    });
    expect((await read(t, login.body.token as string)).body).toEqual({ lines: [] });
  });

  it('holds quantities to stock and the line limit, and keeps only what is on sale', async ({
    t,
    shopper,
  }) => {
    const pool = t.database.pool;
    const few = await insertProduct(pool, { stock: 3 });
    const many = await insertProduct(pool, { stock: 500 });
    const gone = await insertProduct(pool);
    const soldOut = await insertProduct(pool, { stock: 0 });
    await pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [gone.id]);
    const saved = await save(t, shopper.token, [
      { productId: few.id, quantity: 9 },
      { productId: many.id, quantity: 900 },
      { productId: gone.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
      { productId: randomUUID(), quantity: 1 },
    ]);
    expect(saved.status).toBe(200);
    const expected = [
      { id: few.id, quantity: 3 },
      { id: many.id, quantity: 20 }, // MAX_LINE_QUANTITY's default
    ];
    expect(lines(saved.body)).toMatchObject(expected);
    expect(lines((await read(t, shopper.token)).body)).toMatchObject(expected);
  });

  it('keeps a promo price only for the right code', async ({ t, shopper }) => {
    const mic = await insertProduct(t.database.pool, {
      price: 45000,
      promoCode: 'MIC15',
      promoDiscount: 15,
    });
    const good = await save(t, shopper.token, [
      { productId: mic.id, quantity: 1, promoCode: 'mic15' },
    ]);
    expect(lines(good.body)).toMatchObject([
      { price: 38250, originalPrice: 45000, appliedPromoCode: 'MIC15', promoDiscount: 15 },
    ]);
    const wrong = await save(t, shopper.token, [
      { productId: mic.id, quantity: 1, promoCode: 'FREE99' },
    ]);
    const [line] = lines(wrong.body);
    expect(line).toMatchObject({ price: 45000 });
    expect(line!.appliedPromoCode).toBeUndefined();
  });

  it('counts each new promo code as a promo check, so a saved cart cannot guess codes', async ({
    t,
    shopper,
  }) => {
    const mic = await insertProduct(t.database.pool, { promoCode: 'MIC15', promoDiscount: 15 });
    const good = [{ productId: mic.id, quantity: 1, promoCode: 'MIC15' }];
    expect((await save(t, shopper.token, good)).status).toBe(200);
    // The code the account holds costs nothing to save again, however often the cart changes.
    for (let quantity = 2; quantity <= 25; quantity++)
      expect((await save(t, shopper.token, [{ ...good[0], quantity }])).status).toBe(200);
    // Each new guess does, as POST /api/promos/validate would (RATE_LIMIT_PROMOS_PER_ACCOUNT, 20).
    const statuses: number[] = [];
    for (let guess = 0; guess < 20; guess++)
      statuses.push(
        (await save(t, shopper.token, [{ ...good[0], promoCode: `GUESS${guess}` }])).status,
      );
    expect(statuses.slice(0, 19)).toEqual(Array<number>(19).fill(200));
    expect(statuses[19]).toBe(429);
  });

  it('refuses an unbounded cart with a message', async ({ t, shopper }) => {
    const product = await insertProduct(t.database.pool);
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, () => ({
      productId: randomUUID(),
      quantity: 1,
    }));
    const refusals = [
      [tooMany, CART_SYNC_MESSAGES.tooManyLines],
      [
        [
          { productId: product.id, quantity: 1 },
          { productId: product.id, quantity: 2 },
        ],
        CART_SYNC_MESSAGES.productTwice,
      ],
      [[{ productId: product.id, quantity: 1001 }], undefined],
      [[{ productId: product.id, quantity: 0 }], undefined],
      [[{ productId: 'not-an-id', quantity: 1 }], undefined],
      [[{ productId: product.id, quantity: 1, promoCode: 'X'.repeat(41) }], undefined],
      ['everything', undefined],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await save(t, shopper.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(
        message ? expect.stringContaining(message) : expect.any(String),
      );
    }
    expect((await read(t, shopper.token)).body).toEqual({ lines: [] });
  });
});
