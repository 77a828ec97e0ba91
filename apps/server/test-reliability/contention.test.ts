import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import { signUp } from '../test/helpers/accounts';
import { signInAdmin } from '../test/helpers/admin';
import { insertProduct, orderBody, type TestProduct } from '../test/helpers/catalogue';
import { sweepExpiredOrders } from '../src/services/orders/expiry-sweep';
import { expectOrdersWhole, stockAndHeld } from './helpers/database';
import { ErrorLog } from './helpers/error-log';
import { LIFTED_LIMITS } from './helpers/lifted-limits';
import { mapLimit, sleep } from './helpers/limit';

const BUYERS = 8;
const ORDERS_PER_BUYER = 10;
const STOCK = 100_000;

let t: TestApp;
const errors = new ErrorLog();
beforeAll(async () => {
  t = await createTestApp({
    env: LIFTED_LIMITS,
    logStream: errors,
  });
});
afterAll(() => t?.close());

/**
 * Orders take their products' rows, cancellations (the admin's and the unpaid-order sweep's)
 * give the stock back to the same rows: all at once, none may fail for lack of coordination.
 */
describe('orders, admin cancellations and the expiry sweep at the same time', () => {
  it('never answer 5xx or time out, never fail the sweep, and lose no stock', async () => {
    const products: TestProduct[] = [
      await insertProduct(t.database.pool, { stock: STOCK }),
      await insertProduct(t.database.pool, { stock: STOCK }),
    ];
    const admin = await signInAdmin(t);
    const buyers = await mapLimit(Array.from({ length: BUYERS }), 4, () => signUp(t.url));
    const answers: Record<string, number> = {};
    const count = (key: string) => {
      const route = key.replace(/[0-9a-f-]{36}/, ':id');
      answers[route] = (answers[route] ?? 0) + 1;
    };

    /** The answer's status, or `timeout` past 10 s: a shopper does not wait longer. */
    const send = async (method: string, path: string, token: string, body: unknown) => {
      try {
        const res = await fetch(`${t.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        return { status: String(res.status), text: await res.text() };
      } catch (error) {
        if ((error as Error).name !== 'TimeoutError') throw error;
        return { status: 'timeout', text: '' };
      }
    };

    let ordering = true;
    const sweepErrors: string[] = [];
    const silent = pino({ level: 'silent' });
    // The sweep as the server runs it, with a zero payment time so every card order is due.
    const sweeper = (async () => {
      for (let i = 0; i < 2_000 && ordering; i++) {
        await sweepExpiredOrders(t.database.db, 0, async () => false, silent).catch(
          (error: Error) => sweepErrors.push(error.message),
        );
        await sleep(5);
      }
    })();

    await Promise.all(
      buyers.map(async (buyer) => {
        for (let i = 0; i < ORDERS_PER_BUYER; i++) {
          const lines = products.map((product) => ({
            product,
            quantity: 1 + Math.floor(Math.random() * 3),
          }));
          if (Math.random() < 0.5) lines.reverse();
          const paymentMethod = Math.random() < 0.5 ? 'cash' : 'card';
          const created = await send(
            'POST',
            '/api/orders',
            buyer.token,
            orderBody(lines, { paymentMethod }),
          );
          count(`POST /api/orders ${created.status}`);
          if (created.status !== '201') continue;
          const { id } = JSON.parse(created.text) as { id: string };
          const path = `/api/admin/orders/${id}/status`;
          const cancelled = await send('PATCH', path, admin.token, { status: 'cancelled' });
          count(`PATCH ${path} ${cancelled.status}`);
        }
      }),
    );
    ordering = false;
    await sweeper;

    console.log('contention answers', answers);
    const failed = Object.keys(answers).filter((key) => / (5\d\d|timeout)$/.test(key));
    expect({ failed, causes: errors.causes }).toEqual({ failed: [], causes: {} });
    expect(sweepErrors).toEqual([]);
    expect(answers['POST /api/orders 201']).toBeGreaterThan(0);
    await expectOrdersWhole(t.database.connection);
    for (const product of products) {
      const { stock, held } = await stockAndHeld(t.database.connection, product.id);
      expect(stock + held).toBe(STOCK);
    }
  }, 120_000);
});
