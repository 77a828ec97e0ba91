// Issue #29: every answer carries a request id, nginx's when it sent a well-formed one, and every
// log line of the request names it, the error handler's too.
import { describe, expect } from 'vitest';
import { bearer, post } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { decideAtGateway } from '../helpers/payments';
import type { TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const lines: Record<string, unknown>[] = [];
// Behind one trusted proxy (nginx, which sets X-Request-Id: docs/deploy.md).
const it = appTest({
  env: { TRUST_PROXY: '1', DEMO: 'true' },
  logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);
const messagesOf = (id: string) => linesOf(id).map((line) => line.msg);

/** As nginx passes a request on, with the id it gave it. */
const viaProxy = (t: TestApp, path: string, id: string, init: RequestInit = {}) =>
  fetch(`${t.url}${path}`, {
    ...init,
    headers: { 'x-forwarded-for': '203.0.113.70', 'x-request-id': id, ...init.headers },
  });

describe('the request id', () => {
  it("is nginx's when well-formed: on the answer and on each of the request's log lines", async ({
    t,
  }) => {
    const res = await viaProxy(t, '/api/health', 'nginx-7f3a9c01');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('nginx-7f3a9c01');
    expect(messagesOf('nginx-7f3a9c01')).toEqual(['incoming request', 'request completed']);
  });

  it('is a new one when what was sent is not well-formed', async ({ t }) => {
    for (const sent of ['a b<script>', 'x'.repeat(65), '']) {
      const res = await viaProxy(t, '/api/health', sent);
      const id = res.headers.get('x-request-id')!;
      expect(id, JSON.stringify(sent)).toMatch(UUID);
      expect(messagesOf(id)).toContain('request completed');
    }
  });

  it("is on the router's own refusals", async ({ t }) => {
    const res = await viaProxy(t, '/api/products/%E0%A4%A', 'nginx-router-1');
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBe('nginx-router-1');
  });

  it("is on the service's lines of the request: an order placed", async ({ t, shopper }) => {
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 5 });
    const res = await viaProxy(t, '/api/orders', 'nginx-order-1', {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody([{ product }])),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe('nginx-order-1');
    expect(messagesOf('nginx-order-1')).toEqual([
      'incoming request',
      'order created',
      'request completed',
    ]);
  });

  it("is on the payment service's lines: a card payment confirmed on the browser's return", async ({
    t,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 5 });
    const order = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }], { paymentMethod: 'card' }),
      bearer(shopper.token),
    );
    const session = await post(
      `${t.url}/api/payment/create-session`,
      { orderId: order.body.id, amount: '1000.00' },
      bearer(shopper.token),
    );
    const back = await decideAtGateway(t, session.body.sessionId as string, 'approve');
    const res = await viaProxy(t, `${back.pathname}${back.search}`, 'nginx-return-1', {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(messagesOf('nginx-return-1')).toContain('payment confirmed the order');
  });

  it("is on the error handler's line of a request that failed, and on its answer", async ({
    t,
  }) => {
    // A query that fails as a broken database would, on this test's own database.
    await t.database.pool.query('ALTER TABLE orders RENAME TO orders_away');
    try {
      const res = await viaProxy(
        t,
        '/api/orders/00000000-0000-4000-8000-000000000000',
        'nginx-500',
      );
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toBe('nginx-500');
    } finally {
      await t.database.pool.query('ALTER TABLE orders_away RENAME TO orders');
    }
    const failed = linesOf('nginx-500').find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      level: 50,
      err: { message: expect.stringContaining('orders') },
    });
  });
});
