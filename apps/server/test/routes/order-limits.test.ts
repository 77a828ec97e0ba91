import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody, stockOf } from '../helpers/catalogue';
import { appTest } from '../fixtures';

// TRUST_PROXY lets a test speak from several addresses; on loopback it needs DEMO=true.
const LIMITS = {
  DEMO: 'true',
  TRUST_PROXY: '1',
  RATE_LIMIT_WINDOW: '1m',
  RATE_LIMIT_PROMOS_PER_ACCOUNT: '3',
  RATE_LIMIT_PROMOS_PER_IP: '5',
  RATE_LIMIT_ORDERS_PER_ACCOUNT: '5',
  RATE_LIMIT_ORDERS_PER_IP: '8',
};

let address = 0;
/** A client of its own address, as a proxy in front of the store would report it. */
const fromNewAddress = () => `198.51.100.${++address}`;

const as = (token: string, ip: string) => ({
  authorization: `Bearer ${token}`,
  'x-forwarded-for': ip,
});

function expectRefused(res: Awaited<ReturnType<typeof post>>) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe('Too many requests. Please try again later');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const it = appTest({ env: LIMITS });

describe('promo checks are limited per account and per address', () => {
  it('refuse an account past its limit, valid code or not, from any address', async ({ t }) => {
    const product = await insertProduct(t.database.pool, {
      promoCode: 'RIGHT10',
      promoDiscount: 10,
    });
    const guesser = await signUp(t);
    const ip = fromNewAddress();
    const check = (t: TestApp, code: string, from = ip) =>
      post(
        `${t.url}/api/promos/validate`,
        { productId: product.id, promoCode: code },
        as(guesser.token, from),
      );
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3'])
      expect((await check(t, code)).status).toBe(400);
    expectRefused(await check(t, 'RIGHT10'));
    expectRefused(await check(t, 'RIGHT10', fromNewAddress()));
  });

  it('refuse an address past its limit, whichever account asks', async ({ t }) => {
    const product = await insertProduct(t.database.pool, {
      promoCode: 'RIGHT10',
      promoDiscount: 10,
    });
    const ip = fromNewAddress();
    let last = 0;
    for (let i = 0; i < 5; i++) {
      const account = await signUp(t);
      last = (
        await post(
          `${t.url}/api/promos/validate`,
          { productId: product.id, promoCode: `GUESS${i}` },
          as(account.token, ip),
        )
      ).status;
      expect(last).toBe(400);
    }
    const fresh = await signUp(t);
    expectRefused(
      await post(
        `${t.url}/api/promos/validate`,
        { productId: product.id, promoCode: 'RIGHT10' },
        as(fresh.token, ip),
      ),
    );
  });

  it('count an order carrying a promo code, so orders cannot guess past the limit', async ({
    t,
  }) => {
    const product = await insertProduct(t.database.pool, {
      promoCode: 'RIGHT10',
      promoDiscount: 10,
      stock: 10,
    });
    const guesser = await signUp(t);
    const ip = fromNewAddress();
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3']) {
      const res = await post(
        `${t.url}/api/orders`,
        orderBody([{ product, promoCode: code, price: 27000 }]),
        as(guesser.token, ip),
      );
      expect(res.status).toBe(400);
    }
    expectRefused(
      await post(
        `${t.url}/api/orders`,
        orderBody([{ product, promoCode: 'RIGHT10', price: 27000 }]),
        as(guesser.token, ip),
      ),
    );
    expect(await stockOf(t.database.pool, product.id)).toBe(10);
    // An order without a code is no promo check.
    const plain = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }]),
      as(guesser.token, ip),
    );
    expect(plain.status).toBe(201);
  });
});

describe('order placement is limited per account and per address', () => {
  it('refuses an account past its limit from any address, leaving stock alone', async ({ t }) => {
    const product = await insertProduct(t.database.pool, { stock: 20 });
    const buyer = await signUp(t);
    for (let i = 0; i < 5; i++) {
      const res = await post(
        `${t.url}/api/orders`,
        orderBody([{ product }]),
        as(buyer.token, fromNewAddress()),
      );
      expect(res.status).toBe(201);
    }
    expectRefused(
      await post(
        `${t.url}/api/orders`,
        orderBody([{ product }]),
        as(buyer.token, fromNewAddress()),
      ),
    );
    expect(await stockOf(t.database.pool, product.id)).toBe(15);
  });

  it('refuses an address past its limit, whichever account orders', async ({ t }) => {
    const product = await insertProduct(t.database.pool, { stock: 20 });
    const ip = fromNewAddress();
    for (let i = 0; i < 8; i++) {
      const buyer = await signUp(t);
      expect(
        (await post(`${t.url}/api/orders`, orderBody([{ product }]), as(buyer.token, ip))).status,
      ).toBe(201);
    }
    const another = await signUp(t);
    expectRefused(
      await post(`${t.url}/api/orders`, orderBody([{ product }]), as(another.token, ip)),
    );
  });
});
