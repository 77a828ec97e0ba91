// Issue #29: /metrics in Prometheus' format, each metric the issue names, counters that move with
// what they count, and no answer for anyone but this machine or the holder of METRICS_TOKEN.
import { describe, expect } from 'vitest';
import { post } from '../helpers/accounts';
import { BANK, bankOrder, decideSlip, setBankDetails, uploadSlip } from '../helpers/bank-transfer';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { decideAtGateway, orderStatus, paymentsOf, pendingOrder } from '../helpers/payments';
import { parsePrometheusText, type Scrape } from '../helpers/prometheus-text';
import type { TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const TOKEN = 'a-scraper-token-0123456789';

const it = appTest({ env: { METRICS_TOKEN: TOKEN } });
// Behind one trusted proxy, so that a test can speak as nginx does for a shopper elsewhere.
const proxied = appTest({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '1', DEMO: 'true' } });

async function scrape(t: TestApp): Promise<Scrape> {
  const res = await fetch(`${t.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

/** Every metric the issue names, by family, with its type. */
const FAMILIES = {
  avstore_http_request_duration_seconds: 'histogram',
  avstore_orders_placed_total: 'counter',
  avstore_orders_paid_total: 'counter',
  avstore_orders_failed_total: 'counter',
  avstore_orders_expired_total: 'counter',
  avstore_payment_provider_call_duration_seconds: 'histogram',
  avstore_payment_provider_errors_total: 'counter',
  avstore_mail_outbox_backlog: 'gauge',
  avstore_mail_outbox_oldest_age_seconds: 'gauge',
  avstore_db_pool_connections: 'gauge',
  avstore_db_pool_waiting: 'gauge',
  avstore_db_pool_max: 'gauge',
  nodejs_eventloop_lag_p99_seconds: 'gauge',
  avstore_catalogue_build_seconds: 'histogram',
} as const;

const orders = (event: string, method: string) =>
  [`avstore_orders_${event}_total`, { payment_method: method }] as const;

describe('GET /metrics', () => {
  it('names every metric of the issue, each with its type and a value', async ({ t }) => {
    // The catalogue is built by the first read of the list.
    expect((await fetch(`${t.url}/api/products/`)).status).toBe(200);
    const metrics = await scrape(t);
    for (const [family, type] of Object.entries(FAMILIES))
      expect(metrics.types.get(family), family).toBe(type);
    for (const method of ['card', 'koko', 'cash', 'bank_transfer'])
      for (const event of ['placed', 'paid', 'failed', 'expired'])
        expect(metrics.samples).toContainEqual({
          name: `avstore_orders_${event}_total`,
          labels: { payment_method: method },
          value: expect.any(Number),
        });
    expect(metrics.value('avstore_db_pool_max')).toBe(20);
    const inUse = metrics.value('avstore_db_pool_connections', { state: 'in_use' });
    const idle = metrics.value('avstore_db_pool_connections', { state: 'idle' });
    expect(inUse + idle).toBeGreaterThan(0);
    expect(metrics.value('avstore_db_pool_waiting')).toBe(0);
    expect(metrics.value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      metrics.value('avstore_catalogue_build_seconds_count', { kind: 'full' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metrics.value('avstore_payment_provider_errors_total', {
        provider: 'mpgs',
        operation: 'initiate_checkout',
      }),
    ).toBe(0);
  });

  it('counts an order placed, once, and its request in the route histogram', async ({
    t,
    placeOrder,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 10 });
    const route = { method: 'POST', route: '/api/orders', status_code: '201' };
    const before = await scrape(t);
    expect((await placeOrder(orderBody([{ product }]))).status).toBe(201);
    const after = await scrape(t);
    expect(after.value(...orders('placed', 'cash'))).toBe(
      before.value(...orders('placed', 'cash')) + 1,
    );
    expect(after.value(...orders('placed', 'card'))).toBe(
      before.value(...orders('placed', 'card')),
    );
    const count = 'avstore_http_request_duration_seconds_count';
    expect(after.value(count, route)).toBe(before.value(count, route) + 1);
    expect(
      after.value('avstore_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toBe(after.value(count, route));
  });

  it("labels requests by the route's pattern, never the address asked", async ({ t }) => {
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 1 });
    await fetch(`${t.url}/api/products/${product.id}`);
    await fetch(`${t.url}/api/no-such-route-${product.id}`);
    const metrics = await scrape(t);
    const routes = new Set(
      metrics.samples
        .filter((s) => s.name === 'avstore_http_request_duration_seconds_count')
        .map((s) => s.labels.route),
    );
    expect(routes).toContain('/api/products/:id');
    expect(routes).toContain('unmatched');
    expect([...routes].filter((route) => route?.includes(product.id))).toEqual([]);
  });

  it("counts card payments paid and failed, and the gateway's calls by outcome", async ({ t }) => {
    const calls = {
      provider: 'mpgs',
      operation: 'initiate_checkout',
      outcome: 'ok',
    };
    const before = await scrape(t);
    for (const decision of ['approve', 'decline'] as const) {
      const order = await pendingOrder(t, 'card');
      const session = await post(
        `${t.url}/api/payment/create-session`,
        { orderId: order.orderId, amount: '12345.50' },
        order.headers,
      );
      expect(session.status).toBe(200);
      const back = await decideAtGateway(t, session.body.sessionId as string, decision);
      await fetch(back, { redirect: 'manual' });
      if (decision === 'approve') expect(await orderStatus(t, order.orderId)).toBe('confirmed');
      else expect(await paymentsOf(t, order.orderId)).toMatchObject([{ status: 'failed' }]);
    }
    const after = await scrape(t);
    expect(after.value(...orders('paid', 'card'))).toBe(
      before.value(...orders('paid', 'card')) + 1,
    );
    expect(after.value(...orders('failed', 'card'))).toBe(
      before.value(...orders('failed', 'card')) + 1,
    );
    const count = 'avstore_payment_provider_call_duration_seconds_count';
    expect(after.value(count, calls)).toBe(before.value(count, calls) + 2);
    expect(
      after.value('avstore_payment_provider_call_duration_seconds_sum', calls),
    ).toBeGreaterThan(0);
  });

  it('counts bank transfers: a slip verified pays the order, one rejected is a failed attempt', async ({
    t,
    admin,
    shopper,
  }) => {
    await setBankDetails(t, admin.token, BANK);
    const before = await scrape(t);
    for (const decision of [{ verify: true }, { reject: 'The amount is short.' }] as const) {
      const { orderId } = await bankOrder(t, shopper.token);
      const slip = await uploadSlip(t, orderId, shopper.token);
      expect(slip.status).toBe(201);
      const slipId = slip.body.id as string;
      expect((await decideSlip(t, admin.token, orderId, slipId, decision)).status).toBe(200);
    }
    const after = await scrape(t);
    for (const event of ['placed', 'paid', 'failed'])
      expect(after.value(...orders(event, 'bank_transfer')), event).toBe(
        before.value(...orders(event, 'bank_transfer')) + (event === 'placed' ? 2 : 1),
      );
  });

  it('counts orders the sweep cancels, by payment method', async ({ t }) => {
    const order = await pendingOrder(t, 'cash');
    await t.database.pool.query(
      "UPDATE orders SET created_at = now() - interval '4 days' WHERE id = $1",
      [order.orderId],
    );
    const before = await scrape(t);
    expect(await t.app.services.expiry.sweep()).toBe(1);
    const after = await scrape(t);
    expect(after.value(...orders('expired', 'cash'))).toBe(
      before.value(...orders('expired', 'cash')) + 1,
    );
  });

  it("reads the mail outbox's backlog and its oldest mail's age when scraped", async ({ t }) => {
    // Not due for an hour, so the sender leaves it where it is.
    await t.database.pool.query(
      `INSERT INTO mail_outbox (key, kind, next_attempt_at, created_at)
       VALUES ('metrics-test', 'shop_new_order', now() + interval '1 hour',
               now() - interval '10 minutes')`,
    );
    const metrics = await scrape(t);
    expect(metrics.value('avstore_mail_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(metrics.value('avstore_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(600);
    await t.database.pool.query("DELETE FROM mail_outbox WHERE key = 'metrics-test'");
    expect((await scrape(t)).value('avstore_mail_outbox_oldest_age_seconds')).toBeLessThan(600);
  });
});

describe('who may read /metrics', () => {
  /** As nginx passes on a request from `client`, with `headers` of the client's own. */
  const through = (t: TestApp, client: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/metrics`, { headers: { 'x-forwarded-for': client, ...headers } });

  proxied(
    'anyone beyond this machine without the token: the same 404 as a path that does not exist',
    async ({ t }) => {
      const nothing = await fetch(`${t.url}/api/no-such-thing`, {
        headers: { 'x-forwarded-for': '203.0.113.60' },
      });
      const tries: Record<string, string>[] = [
        {},
        { authorization: 'Bearer a-wrong-token-0123456789' },
      ];
      for (const headers of tries) {
        const res = await through(t, '203.0.113.61', headers);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toBe(nothing.headers.get('content-type'));
        const body = await res.text();
        expect(body).toBe(await nothing.clone().text());
        expect(body).not.toContain('avstore_');
      }
    },
  );

  proxied('a forwarded address of loopback does not pass for this machine', async ({ t }) => {
    for (const client of ['127.0.0.1', '::1'])
      expect((await through(t, client)).status, client).toBe(404);
    const real = await fetch(`${t.url}/metrics`, { headers: { 'x-real-ip': '127.0.0.1' } });
    expect(real.status).toBe(404);
  });

  proxied('the holder of METRICS_TOKEN, from anywhere', async ({ t }) => {
    const res = await through(t, '203.0.113.62', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(parsePrometheusText(await res.text()).types.size).toBeGreaterThan(10);
  });
});
