import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { call } from '../helpers/admin';
import { post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody, stockOf } from '../helpers/catalogue';
import { mailsAbout } from '../helpers/mail';
import { pendingOrder } from '../helpers/payments';
import { it, type Admin } from '../fixtures';

const move = (t: TestApp, admin: Admin, id: string, status: string) =>
  call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, { status });

describe('back-office orders', () => {
  it('confirm then deliver, refusing moves the design does not allow, mailing the customer and recording each', async ({
    t,
    admin,
  }) => {
    const { orderId, headers } = await pendingOrder(t, 'cash');
    expect((await move(t, admin, orderId, 'delivered')).status).toBe(409);
    const confirmed = await move(t, admin, orderId, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect((await move(t, admin, orderId, 'delivered')).body.status).toBe('delivered');
    expect((await move(t, admin, orderId, 'cancelled')).status).toBe(409);
    expect((await move(t, admin, orderId, 'pending')).status).toBe(409);

    const mine = (await (
      await fetch(`${t.url}/api/auth/get-each-user-orders`, { headers })
    ).json()) as { orders: { id: string; status: string }[] };
    expect(mine.orders.find((o) => o.id === orderId)?.status).toBe('delivered');
    // Each move mails the customer, in the words of a pickup (test/admin/fulfilment.test.ts has
    // every wording).
    const number = orderId.slice(0, 8).toUpperCase();
    const subjects = (await mailsAbout(t, orderId)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([`Order #${number} confirmed`, `Order #${number} collected`]),
    );
    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    expect(audit.body.items!.filter((e) => e.entityId === orderId).map((e) => e.action)).toEqual([
      'order.delivered',
      'order.confirmed',
    ]);
  });

  it('cancelling returns the stock', async ({ t, admin }) => {
    const { orderId, product } = await pendingOrder(t, 'cash');
    expect(await stockOf(t.database.pool, product.id)).toBe(4);
    expect((await move(t, admin, orderId, 'cancelled')).body.status).toBe('cancelled');
    expect(await stockOf(t.database.pool, product.id)).toBe(5);
  });

  it('lists by status and finds by id, name or e-mail, with payments and the account', async ({
    t,
    admin,
  }) => {
    const { orderId, shopper } = await pendingOrder(t, 'card');
    await post(
      `${t.url}/api/payment/create-session`,
      { orderId, amount: '12345.50' },
      { authorization: `Bearer ${shopper.token}` },
    );
    const byId = await call(t, 'GET', `/api/admin/orders?q=${orderId.slice(0, 8)}`, admin.token);
    expect(byId.body.items!.map((o) => o.id)).toEqual([orderId]);
    expect(byId.body.items![0]).toMatchObject({
      userEmail: shopper.email,
      payments: [{ provider: 'card', status: 'initiated', amount: 12345.5 }],
    });
    const byName = await call(
      t,
      'GET',
      '/api/admin/orders?q=nimal%20perera&status=pending',
      admin.token,
    );
    expect(byName.body.items!.every((o) => o.status === 'pending')).toBe(true);
    expect(byName.body.total).toBeGreaterThan(0);
    const detail = await call(t, 'GET', `/api/admin/orders/${orderId}`, admin.token);
    expect(detail.body.customer).toMatchObject({
      email: 'nimal@example.lk',
      phone: '+94771234567', // a Sri Lankan mobile, kept in its one form
    });
  });

  it('shows the dashboard: waiting orders, low stock, refunds due, unread messages', async ({
    t,
    admin,
  }) => {
    await post(`${t.url}/api/contact`, {
      name: 'Dash',
      email: 'dash@example.lk',
      message: 'Hello',
    });
    const board = await call(t, 'GET', '/api/admin/dashboard', admin.token);
    expect(board.status).toBe(200);
    expect((board.body.waiting as { pending: number }).pending).toBeGreaterThan(0);
    expect(board.body.unreadMessages).toBeGreaterThan(0);
    expect((board.body.today as { orders: number }).orders).toBeGreaterThan(0);
    expect(Array.isArray(board.body.lowStock)).toBe(true);
  });

  it('marks messages read and unread, newest first', async ({ t, admin }) => {
    await post(`${t.url}/api/contact`, { name: 'Older', email: 'o@example.lk', message: 'First' });
    await post(`${t.url}/api/contact`, { name: 'Newer', email: 'n@example.lk', message: 'Second' });
    const list = await call(t, 'GET', '/api/admin/messages', admin.token);
    expect(list.body.items![0]).toMatchObject({ name: 'Newer', read: false });
    const id = list.body.items![0]!.id as string;
    expect(
      (await call(t, 'PATCH', `/api/admin/messages/${id}`, admin.token, { read: true })).body.read,
    ).toBe(true);
    expect(
      (await call(t, 'PATCH', `/api/admin/messages/${id}`, admin.token, { read: false })).body.read,
    ).toBe(false);
  });

  it('counts promo uses per product', async ({ t, admin }) => {
    const product = await insertProduct(t.database.pool, {
      price: 1000,
      promoCode: 'COUNT10',
      promoDiscount: 10,
    });
    for (let i = 0; i < 2; i++) {
      const buyer = await signUp(t.url);
      const res = await post(
        `${t.url}/api/orders`,
        orderBody([{ product, price: 900, promoCode: 'COUNT10' }]),
        { authorization: `Bearer ${buyer.token}` },
      );
      expect(res.status).toBe(201);
    }
    const promotions = await call(t, 'GET', '/api/admin/promotions', admin.token);
    expect(promotions.body.items!.find((p) => p.productId === product.id)).toMatchObject({
      promoCode: 'COUNT10',
      promoDiscount: 10,
      uses: 2,
      archived: false,
    });
  });
});
