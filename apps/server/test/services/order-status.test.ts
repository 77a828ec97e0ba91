import pino from 'pino';
import { describe, expect } from 'vitest';
import { transaction } from '../../src/db/database';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody, stockOf } from '../helpers/catalogue';
import { changeStatus } from '../../src/services/orders/status';
import { sweepExpiredOrders } from '../../src/services/orders/expiry-sweep';
import { mailAbout, recipient } from '../helpers/mail';
import { it } from '../fixtures';

async function order(
  t: TestApp,
  paymentMethod: 'card' | 'koko' | 'cash',
  stock = 10,
  promo = false,
) {
  const product = await insertProduct(t.database.pool, {
    stock,
    price: 1000,
    ...(promo ? { promoCode: 'BACK10', promoDiscount: 10 } : {}),
  });
  const line = promo
    ? { product, quantity: 2, price: 900, promoCode: 'BACK10' }
    : { product, quantity: 2 };
  // A buyer per order: one account holds at most 5 unpaid orders.
  const buyer = await signUp(t.url);
  const res = await post(`${t.url}/api/orders`, orderBody([line], { paymentMethod }), {
    authorization: `Bearer ${buyer.token}`,
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, product, buyer };
}

const statusOf = async (t: TestApp, id: string) =>
  (await t.database.pool.query('SELECT status FROM orders WHERE id = $1', [id])).rows[0].status;

describe('order status transitions', () => {
  it('go pending → confirmed → delivered, and refuse the rest', async ({ t }) => {
    const { id } = await order(t, 'cash');
    const db = t.database.db;
    await expect(changeStatus(db, id, 'delivered')).rejects.toMatchObject({ status: 409 });
    expect((await changeStatus(db, id, 'confirmed')).status).toBe('confirmed');
    await expect(changeStatus(db, id, 'confirmed')).rejects.toMatchObject({ status: 409 });
    expect((await changeStatus(db, id, 'delivered')).status).toBe('delivered');
    await expect(changeStatus(db, id, 'cancelled')).rejects.toMatchObject({ status: 409 });
    await expect(changeStatus(db, id, 'pending')).rejects.toMatchObject({ status: 409 });
    await expect(
      changeStatus(db, '00000000-0000-4000-8000-000000000000', 'confirmed'),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('cancelling returns the stock and frees the promo code, once', async ({ t }) => {
    const { id, product } = await order(t, 'cash', 10, true);
    expect(await stockOf(t.database.pool, product.id)).toBe(8);
    await transaction(t.database.db, (tx) => changeStatus(tx, id, 'cancelled'));
    expect(await stockOf(t.database.pool, product.id)).toBe(10);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM promo_uses WHERE order_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(0);
    await expect(changeStatus(t.database.db, id, 'cancelled')).rejects.toMatchObject({
      status: 409,
    });
    expect(await stockOf(t.database.pool, product.id)).toBe(10);
  });
});

describe('the unpaid-order sweep', () => {
  const log = pino({ level: 'silent' });

  it('cancels card and KOKO orders past their time, returning stock, and leaves the rest', async ({
    t,
  }) => {
    const card = await order(t, 'card');
    const koko = await order(t, 'koko');
    const cash = await order(t, 'cash');
    const fresh = await order(t, 'card');
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '31 minutes' WHERE id = ANY($1)",
      [[card.id, koko.id, cash.id]],
    );
    const cancelled = await sweepExpiredOrders(t.database.db, 30 * 60_000, async () => false, log);
    expect(cancelled).toBe(2);
    expect(await statusOf(t, card.id)).toBe('cancelled');
    expect(await statusOf(t, koko.id)).toBe('cancelled');
    expect(await statusOf(t, cash.id)).toBe('pending');
    expect(await statusOf(t, fresh.id)).toBe('pending');
    expect(await stockOf(t.database.pool, card.product.id)).toBe(10);
    expect(await stockOf(t.database.pool, fresh.product.id)).toBe(8);
  });

  it('cancels cash orders the shop left unconfirmed past CASH_ORDER_TTL, and mails the shopper', async ({
    t,
  }) => {
    const stale = await order(t, 'cash', 10, true);
    const recent = await order(t, 'cash');
    const confirmed = await order(t, 'cash');
    await changeStatus(t.database.db, confirmed.id, 'confirmed');
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '3 days 1 minute' WHERE id = ANY($1)",
      [[stale.id, confirmed.id]],
    );
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '2 days' WHERE id = $1",
      [recent.id],
    );
    const cancelled = await sweepExpiredOrders(t.database.db, 30 * 60_000, async () => false, log, {
      cashTtlMs: 3 * 86_400_000,
    });
    expect(cancelled).toBe(1);
    expect(await statusOf(t, stale.id)).toBe('cancelled');
    expect(await statusOf(t, recent.id)).toBe('pending');
    expect(await statusOf(t, confirmed.id)).toBe('confirmed');
    expect(await stockOf(t.database.pool, stale.product.id)).toBe(10);
    const promo = await t.database.pool.query('SELECT 1 FROM promo_uses WHERE order_id = $1', [
      stale.id,
    ]);
    expect(promo.rowCount).toBe(0);

    // The notice was recorded with the cancellation, and is sent from the outbox.
    const mail = await mailAbout(t, stale.id, 'cancelled');
    const text = mail.text!.replace(/\s+/g, ' ');
    // The account's address, not the one typed at checkout.
    expect(recipient(mail)).toBe(stale.buyer.email);
    expect(text).toContain('could not confirm it within 3 days');
    expect(text).toContain('Nothing was charged, and the items have been returned to stock.');
  });

  it('leaves an order the provider says was paid', async ({ t }) => {
    const card = await order(t, 'card');
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = $1",
      [card.id],
    );
    await sweepExpiredOrders(t.database.db, 30 * 60_000, async (id) => id === card.id, log);
    expect(await statusOf(t, card.id)).toBe('pending');
    await changeStatus(t.database.db, card.id, 'cancelled');
  });

  it('leaves an order whose provider cannot be asked for a later sweep', async ({ t }) => {
    const card = await order(t, 'card');
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = $1",
      [card.id],
    );
    const unreachable = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    expect(await sweepExpiredOrders(t.database.db, 30 * 60_000, unreachable, log)).toBe(0);
    expect(await statusOf(t, card.id)).toBe('pending');
    expect(await stockOf(t.database.pool, card.product.id)).toBe(8);
    expect(await sweepExpiredOrders(t.database.db, 30 * 60_000, async () => false, log)).toBe(1);
    expect(await statusOf(t, card.id)).toBe('cancelled');
  });

  it('is safe with two sweeps at once', async ({ t }) => {
    const orders = await Promise.all([order(t, 'card'), order(t, 'card'), order(t, 'koko')]);
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '1 hour' WHERE id = ANY($1)",
      [orders.map((o) => o.id)],
    );
    const counts = await Promise.all([
      sweepExpiredOrders(t.database.db, 30 * 60_000, async () => false, log),
      sweepExpiredOrders(t.database.db, 30 * 60_000, async () => false, log),
    ]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const o of orders) expect(await stockOf(t.database.pool, o.product.id)).toBe(10);
  });
});
