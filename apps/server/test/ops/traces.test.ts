// Issue #29: with OTEL_EXPORTER_OTLP_ENDPOINT, the built server exports its traces over OTLP/HTTP
// (a server span named by the route, the queries made for it, the payment providers' calls);
// without it, none of OpenTelemetry's SDK is even loaded.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { serverProcesses } from '../helpers/process-test';
import { waitHealthy, type ServerProcess } from '../helpers/server-process';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = Omit<Span, 'attributes'> & { attributes?: { key: string; value: OtlpValue }[] };
type OtlpExport = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };

/** An OTLP/HTTP receiver of traces in JSON, as a collector on this machine would be. */
async function startReceiver() {
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport;
        for (const { scopeSpans } of body.resourceSpans)
          for (const { spans: sent } of scopeSpans)
            for (const span of sent)
              spans.push({
                ...span,
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map(({ key, value }) => [
                    key,
                    value.stringValue ?? value.intValue ?? value.boolValue,
                  ]),
                ),
              });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `find` finds a span among those received, for up to 15 s. */
async function arrived(spans: Span[], what: string, find: (span: Span) => boolean): Promise<Span> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const span = spans.find(find);
    if (span) return span;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${what} among ${spans.map((s) => s.name).join(', ')}`);
}

const processes = serverProcesses();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** Preloaded into the server: says at exit how many of OpenTelemetry's SDK modules it loaded. */
let countLoaded: string;

beforeAll(async () => {
  receiver = await startReceiver();
  countLoaded = path.join(await processes.folder('otel-count'), 'count-loaded.cjs');
  // prom-client loads the API (@opentelemetry/api) for its CPU metric: a no-op without an SDK.
  await fs.writeFile(
    countLoaded,
    `process.on('exit', () => {
      const sdk = Object.keys(require.cache).filter(
        (file) => file.includes('@opentelemetry') && !file.includes('@opentelemetry/api/'));
      process.stderr.write('opentelemetry modules loaded: ' + sdk.length + '\\n');
    });\n`,
  );
});
afterAll(() => receiver.close());

/** A store of its own on a new database with one product, started with `env`. */
async function startStore(env: Record<string, string>) {
  const database = await processes.database();
  const server = await processes.start({
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: await processes.folder('traces'),
    SEED_DEMO_DATA: 'false',
    NODE_OPTIONS: `--require ${countLoaded}`,
    ...env,
  });
  await waitHealthy(server);
  const pool = new pg.Pool(database.connection);
  const product = await insertProduct(pool, { price: 2500, stock: 5 });
  await pool.end();
  return { server, product };
}

/** Stops the server as systemd would and gives the count its preload wrote at exit. */
async function modulesLoadedAtExit(server: ServerProcess): Promise<number> {
  server.child.kill('SIGTERM');
  await server.exited;
  return Number(/opentelemetry modules loaded: (\d+)/.exec(server.output())?.[1]);
}

describe('traces', () => {
  it("exports each request's server span, its queries and the payment provider's calls over OTLP/HTTP", async () => {
    const { server, product } = await startStore({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'avstore-traces-test',
      // Spans are sent in batches: every 100 ms here rather than every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const read = await fetch(`${server.url}/api/products/${product.id}`);
    expect(read.status).toBe(200);
    const served = await arrived(
      receiver.spans,
      'server span of GET /api/products/:id',
      (s) => s.kind === 2 && s.attributes['http.route'] === '/api/products/:id',
    );
    expect(served.name).toBe('GET /api/products/:id');
    const query = await arrived(
      receiver.spans,
      'query of that request',
      (s) => s.traceId === served.traceId && s.name.startsWith('pg.query'),
    );
    expect(query.attributes['db.system.name']).toBe('postgresql');
    // Fastify's span of the request names the id the answer and the log lines carry.
    const request = await arrived(
      receiver.spans,
      "Fastify's span of that request",
      (s) => s.traceId === served.traceId && s.name === 'request',
    );
    expect(request.attributes['http.request.id']).toBe(read.headers.get('x-request-id'));

    // A card payment's session: the store calls the card gateway (its sandbox, over HTTP).
    const shopper = await signUp(server.url);
    const order = await post(
      `${server.url}/api/orders`,
      orderBody([{ product }], { paymentMethod: 'card' }),
      bearer(shopper.token),
    );
    expect(order.status).toBe(201);
    const session = await post(
      `${server.url}/api/payment/create-session`,
      { orderId: order.body.id, amount: '2500.00' },
      bearer(shopper.token),
    );
    expect(session.status).toBe(200);
    const started = await arrived(
      receiver.spans,
      'server span of the session',
      (s) => s.kind === 2 && s.name === 'POST /api/payment/create-session',
    );
    const call = await arrived(
      receiver.spans,
      "the gateway's call",
      (s) => s.traceId === started.traceId && s.name === 'mpgs initiate_checkout',
    );
    expect(call).toMatchObject({
      kind: 3,
      attributes: { 'payment.provider': 'mpgs', 'http.response.status_code': 201 },
    });

    // The scraper's requests make no trace.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    expect(await modulesLoadedAtExit(server)).toBeGreaterThan(0);
    expect(receiver.spans.filter((s) => String(s.attributes['http.route']) === '/metrics')).toEqual(
      [],
    );
  });

  it('are not made, and none of the SDK is loaded, without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const { server, product } = await startStore({});
    const before = receiver.spans.length;
    expect((await fetch(`${server.url}/api/products/${product.id}`)).status).toBe(200);
    expect(await modulesLoadedAtExit(server)).toBe(0);
    expect(receiver.spans.length).toBe(before);
  });
});
