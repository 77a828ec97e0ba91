// Issue #23, point 1: what one account, and the unconfirmed accounts of one address, may hold in
// unpaid orders (docs/product.md §11 "What unpaid orders may hold"). The defaults are tested.
import { describe, expect } from 'vitest';
import { ShopSettingsAnswerSchema } from '@avstore/core';
import { insertProduct, stockOf } from '../helpers/catalogue';
import { call } from '../helpers/admin';
import { account, holdsTest, newAddress, orderBody, placeFrom, SHOP, type Account } from './holds';
import type { TestApp } from '../helpers/test-app';

const it = holdsTest();

/** The refusal: 409, naming every way to reach the shop, the stock left alone. */
function expectHeld(res: Awaited<ReturnType<typeof placeFrom>>, ...words: string[]) {
  expect(res.status).toBe(409);
  const message = res.body.message as string;
  expect(message).toContain(SHOP.SHOP_PHONE);
  expect(message).toContain('+94775550102');
  expect(message).toContain(SHOP.SHOP_EMAIL);
  for (const w of words) expect(message).toContain(w);
}

const product = (t: TestApp, input: Parameters<typeof insertProduct>[1]) =>
  insertProduct(t.database.pool, input);

async function placed(
  t: TestApp,
  shopper: Account,
  ip: string,
  lines: Parameters<typeof orderBody>[0],
) {
  const res = await placeFrom(t, shopper, ip, orderBody(lines));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('a confirmed account', () => {
  it('holds at most 60 units in unpaid orders', async ({ t }) => {
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => product(t, { stock: 50, price: 1000 })),
    );
    const buyer = await account(t, true);
    const ip = newAddress();
    for (const p of [a!, b!, c!]) await placed(t, buyer, ip, [{ product: p, quantity: 20 }]);
    const refused = await placeFrom(t, buyer, ip, orderBody([{ product: d!, quantity: 1 }]));
    expectHeld(refused, '60');
    expect(await stockOf(t.database.pool, d!.id)).toBe(50);
  });

  it('holds at most Rs. 3,000,000 in unpaid orders', async ({ t }) => {
    const desk = await product(t, { stock: 10, price: 1_000_000 });
    const cable = await product(t, { stock: 10, price: 1 });
    const buyer = await account(t, true);
    const ip = newAddress();
    await placed(t, buyer, ip, [{ product: desk, quantity: 3 }]);
    const refused = await placeFrom(t, buyer, ip, orderBody([{ product: cable, quantity: 1 }]));
    expectHeld(refused, 'Rs. 3,000,000');
    expect(await stockOf(t.database.pool, cable.id)).toBe(10);
  });

  it('holds at most MAX_LINE_QUANTITY (20) of one product across its unpaid orders', async ({
    t,
  }) => {
    const speaker = await product(t, { stock: 100, price: 1000 });
    const buyer = await account(t, true);
    const ip = newAddress();
    await placed(t, buyer, ip, [{ product: speaker, quantity: 15 }]);
    expectHeld(
      await placeFrom(t, buyer, ip, orderBody([{ product: speaker, quantity: 6 }])),
      speaker.name,
      '20',
    );
    await placed(t, buyer, ip, [{ product: speaker, quantity: 5 }]);
    expectHeld(await placeFrom(t, buyer, ip, orderBody([{ product: speaker }])), speaker.name);
    expect(await stockOf(t.database.pool, speaker.id)).toBe(80);
    // Another account is another buyer.
    await placed(t, await account(t, true), ip, [{ product: speaker, quantity: 20 }]);
  });

  it('holds again once an unpaid order is no longer pending', async ({ t }) => {
    const speaker = await product(t, { stock: 100, price: 1000 });
    const buyer = await account(t, true);
    const ip = newAddress();
    const first = await placed(t, buyer, ip, [{ product: speaker, quantity: 20 }]);
    expect((await placeFrom(t, buyer, ip, orderBody([{ product: speaker }]))).status).toBe(409);
    await t.database.pool.query("UPDATE orders SET status = 'confirmed' WHERE id = $1", [first]);
    await placed(t, buyer, ip, [{ product: speaker, quantity: 20 }]);
  });

  it('is never limited by its address: five of them order 20 each from one', async ({ t }) => {
    const speaker = await product(t, { stock: 100, price: 1000 });
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      const id = await placed(t, await account(t, true), ip, [{ product: speaker, quantity: 20 }]);
      const { rows } = await t.database.pool.query('SELECT placed_from FROM orders WHERE id = $1', [
        id,
      ]);
      expect(rows[0].placed_from).toBeNull();
    }
    expect(await stockOf(t.database.pool, speaker.id)).toBe(0);
  });
});

describe('an account whose e-mail is not confirmed', () => {
  it('can place an order, and holds at most 10 units (from any addresses)', async ({ t }) => {
    const speaker = await product(t, { stock: 50, price: 1000 });
    const buyer = await account(t, false);
    await placed(t, buyer, newAddress(), [{ product: speaker, quantity: 6 }]);
    expectHeld(
      await placeFrom(t, buyer, newAddress(), orderBody([{ product: speaker, quantity: 5 }])),
      '10',
      'confirm your e-mail address',
    );
    await placed(t, buyer, newAddress(), [{ product: speaker, quantity: 4 }]);
    expect(await stockOf(t.database.pool, speaker.id)).toBe(40);
  });

  it('holds at most Rs. 500,000', async ({ t }) => {
    const amp = await product(t, { stock: 10, price: 300_000 });
    const buyer = await account(t, false);
    await placed(t, buyer, newAddress(), [{ product: amp }]);
    expectHeld(
      await placeFrom(t, buyer, newAddress(), orderBody([{ product: amp }])),
      'Rs. 500,000',
    );
    expect(await stockOf(t.database.pool, amp.id)).toBe(9);
  });

  it('keeps the address its order came from; a confirmed account does not', async ({ t }) => {
    const speaker = await product(t, { stock: 10, price: 1000 });
    const ip = newAddress();
    const fresh = await placed(t, await account(t, false), ip, [{ product: speaker }]);
    const known = await placed(t, await account(t, true), ip, [{ product: speaker }]);
    const { rows } = await t.database.pool.query(
      'SELECT id, placed_from FROM orders WHERE id = ANY($1)',
      [[fresh, known]],
    );
    const from = Object.fromEntries(
      rows.map((r: { id: string; placed_from: string }) => [r.id, r.placed_from]),
    );
    expect(from).toEqual({ [fresh]: ip, [known]: null });
  });
});

describe('the unconfirmed accounts of one address', () => {
  it('hold at most 8 units together; a confirmed account there is not limited', async ({ t }) => {
    const speaker = await product(t, { stock: 50, price: 1000 });
    const ip = newAddress();
    await placed(t, await account(t, false), ip, [{ product: speaker, quantity: 4 }]);
    await placed(t, await account(t, false), ip, [{ product: speaker, quantity: 4 }]);
    const third = await account(t, false);
    expectHeld(
      await placeFrom(t, third, ip, orderBody([{ product: speaker }])),
      'confirm your e-mail address',
    );
    // The same account from another address is another matter.
    await placed(t, third, newAddress(), [{ product: speaker }]);
    await placed(t, await account(t, true), ip, [{ product: speaker, quantity: 20 }]);
    expect(await stockOf(t.database.pool, speaker.id)).toBe(21);
  });

  it('stop counting for the address once the account is confirmed', async ({ t }) => {
    const speaker = await product(t, { stock: 50, price: 1000 });
    const ip = newAddress();
    const first = await account(t, false);
    await placed(t, first, ip, [{ product: speaker, quantity: 8 }]);
    const second = await account(t, false);
    expect((await placeFrom(t, second, ip, orderBody([{ product: speaker }]))).status).toBe(409);
    await t.database.pool.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [
      first.user.id,
    ]);
    await placed(t, second, ip, [{ product: speaker, quantity: 8 }]);
  });

  it('count an IPv6 client by its /64, where one device has many addresses', async ({ t }) => {
    const speaker = await product(t, { stock: 50, price: 1000 });
    await placed(t, await account(t, false), '2001:db8:23:1::a', [
      { product: speaker, quantity: 8 },
    ]);
    const other = await account(t, false);
    expect(
      (await placeFrom(t, other, '2001:0db8:0023:0001:ffff::b', orderBody([{ product: speaker }])))
        .status,
    ).toBe(409);
    await placed(t, other, '2001:db8:23:2::a', [{ product: speaker }]);
  });

  it('stay exact when a dozen accounts order at once', async ({ t }) => {
    const cable = await product(t, { stock: 50, price: 1000 });
    const ip = newAddress();
    const buyers = await Promise.all(Array.from({ length: 12 }, () => account(t, false)));
    const answers = await Promise.all(
      buyers.map((b) => placeFrom(t, b, ip, orderBody([{ product: cable }]))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(8);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await stockOf(t.database.pool, cable.id)).toBe(42);
  });
});

describe('the shop sees a refused order', () => {
  it('a church ordering 16 speakers is told how to reach the shop, which sees who wanted what', async ({
    t,
    admin,
  }) => {
    const speaker = await product(t, {
      name: `Church Speaker ${Date.now()}`,
      stock: 30,
      price: 250_000,
    });
    const church = await account(t, true);
    const ip = newAddress();
    const want = orderBody([{ product: speaker, quantity: 16 }]);
    expectHeld(await placeFrom(t, church, ip, want), 'Rs. 3,000,000');
    expect(await stockOf(t.database.pool, speaker.id)).toBe(30);

    const mine = async () => {
      const res = await call(t, 'GET', '/api/admin/messages?pageSize=100', admin.token);
      expect(res.status).toBe(200);
      const items = res.body.items as { email: string; message: string }[];
      return items.filter((m) => m.email === church.email);
    };
    const [record, ...more] = await mine();
    expect(more).toEqual([]);
    expect(record!.message).toContain(church.email);
    expect(record!.message).toContain(`16 × ${speaker.name}`);
    expect(record!.message).toContain('Rs. 4,000,000');

    // Trying again within the hour records nothing more: the refusal is no flood of its own.
    expect((await placeFrom(t, church, ip, want)).status).toBe(409);
    expect((await placeFrom(t, church, ip, want)).status).toBe(409);
    expect(await mine()).toHaveLength(1);
    await t.database.pool.query(
      "UPDATE contact_messages SET created_at = now() - interval '61 minutes' WHERE email = $1",
      [church.email],
    );
    expect((await placeFrom(t, church, ip, want)).status).toBe(409);
    expect(await mine()).toHaveLength(2);
  });
});

describe('the ways to reach the shop that a refusal names', () => {
  it('are the ones the owner set in the back office, not the environment’s', async ({
    t,
    admin,
  }) => {
    const { updatedAt: _updatedAt, ...settings } = ShopSettingsAnswerSchema.parse(
      (await call(t, 'GET', '/api/admin/settings', admin.token)).body,
    );
    const shop = {
      ...settings.shop,
      phone: '+94 11 777 8888',
      whatsapp: '+94 76 111 2222',
      email: 'sales@colombosound.lk',
    };
    const saved = await call(t, 'PUT', '/api/admin/settings', admin.token, { ...settings, shop });
    expect(saved.status).toBe(200);
    try {
      const desk = await product(t, { stock: 10, price: 1_000_000 });
      const buyer = await account(t, true);
      const ip = newAddress();
      await placed(t, buyer, ip, [{ product: desk, quantity: 3 }]);
      const refused = await placeFrom(t, buyer, ip, orderBody([{ product: desk, quantity: 1 }]));
      expect(refused.status).toBe(409);
      const message = refused.body.message as string;
      for (const way of ['+94 11 777 8888', '+94761112222', 'sales@colombosound.lk'])
        expect(message).toContain(way);
      expect(message).not.toContain(SHOP.SHOP_PHONE);
    } finally {
      const version = (saved.body as { version: number }).version;
      await call(t, 'PUT', '/api/admin/settings', admin.token, { ...settings, version });
    }
  });
});
