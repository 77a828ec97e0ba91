import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { it } from '../fixtures';

let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let orderId: string;

it.beforeAll(async ({ t }) => {
  owner = await signUp(t.url);
  stranger = await signUp(t.url);
  const product = await insertProduct(t.database.pool);
  const res = await post(
    `${t.url}/api/orders`,
    orderBody([{ product }], { deliveryMethod: 'delivery' }),
    {
      authorization: `Bearer ${owner.token}`,
    },
  );
  orderId = res.body.id as string;
});

const read = (t: TestApp, token?: string) =>
  fetch(`${t.url}/api/orders/${orderId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/orders/:id', () => {
  it('gives the owner the whole order', async ({ t }) => {
    const res = await read(t, owner.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { customer: Record<string, string> };
    expect(body.customer).toMatchObject({
      email: 'nimal@example.lk',
      phone: '+94771234567', // a Sri Lankan mobile, kept in its one form
      address: '12 Temple Road',
      city: 'Kandy',
    });
  });

  it('gives a visitor, within 24 hours, the order with e-mail and phone masked and no street address', async ({
    t,
  }) => {
    const res = await read(t);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { customer: Record<string, string> };
    expect(body.customer.email).toBe('n***@example.lk');
    expect(body.customer.phone).toBe('********4567');
    expect(body.customer.address).toBe('');
    expect(JSON.stringify(body)).not.toContain('Temple Road');
  });

  it('hides it from another user, and from a visitor after 24 hours', async ({ t }) => {
    expect((await read(t, stranger.token)).status).toBe(404);
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1",
      [orderId],
    );
    expect((await read(t)).status).toBe(404);
    expect((await read(t, owner.token)).status).toBe(200);
  });

  it('answers 401 to a bad token, and 404 or 400 to unknown or malformed ids', async ({ t }) => {
    expect((await read(t, 'bad.token.here')).status).toBe(401);
    expect((await fetch(`${t.url}/api/orders/00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
    expect((await fetch(`${t.url}/api/orders/nope`)).status).toBe(400);
  });
});

describe('GET /api/auth/get-each-user-orders', () => {
  it("lists only the shopper's orders, newest first", async ({ t }) => {
    const buyer = await signUp(t.url);
    const headers = { authorization: `Bearer ${buyer.token}` };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const product = await insertProduct(t.database.pool);
      ids.push(
        (await post(`${t.url}/api/orders`, orderBody([{ product }]), headers)).body.id as string,
      );
    }
    const res = await fetch(`${t.url}/api/auth/get-each-user-orders`, { headers });
    const body = (await res.json()) as { orders: { id: string }[] };
    expect(body.orders.map((o) => o.id)).toEqual(ids.reverse());
    expect((await fetch(`${t.url}/api/auth/get-each-user-orders`)).status).toBe(401);
  });
});

describe("an order's lines", () => {
  it("link to their product's page while it is on sale, and not once it is archived", async ({
    t,
  }) => {
    const buyer = await signUp(t.url);
    const headers = { authorization: `Bearer ${buyer.token}` };
    const [kept, archived] = [
      await insertProduct(t.database.pool, { name: 'Kept Monitor' }),
      await insertProduct(t.database.pool, { name: 'Gone Monitor' }),
    ];
    const placed = await post(
      `${t.url}/api/orders`,
      orderBody([{ product: kept! }, { product: archived! }]),
      headers,
    );
    expect(placed.status).toBe(201);
    await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [
      archived!.id,
    ]);
    const res = await fetch(`${t.url}/api/orders/${placed.body.id as string}`, { headers });
    const order = (await res.json()) as { items: { name: string; slug?: string }[] };
    const byName = Object.fromEntries(order.items.map((item) => [item.name, item.slug]));
    expect(byName).toEqual({ 'Kept Monitor': 'kept-monitor', 'Gone Monitor': undefined });
  });
});
