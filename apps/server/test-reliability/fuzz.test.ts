import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectLeftWhole, fuzzTarget } from './helpers/fuzz-fixture';
import { authorization, draws, materialize, type Draw } from './helpers/fuzz-requests';
import { knownParams, registeredRoutes, ROUTES, type Route } from './helpers/fuzz-routes';
import { request } from './helpers/http-client';
import { mapLimit } from './helpers/limit';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const CONCURRENCY = 16;
const TIMEOUT_MS = 5_000;

const target = fuzzTarget({
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_IP_EMAIL: '1000000',
  RATE_LIMIT_ORDERS_PER_ACCOUNT: '1000000',
  RATE_LIMIT_PROMOS_PER_ACCOUNT: '1000000',
});

/** Real ids half of the time, else the ids the answers of this run revealed (orders, sessions…). */
class Ids {
  private seen: string[] = [];

  pick(route: Route, name: string, n: number): string {
    const known = knownParams(target.f, route, name);
    const list = n % 2 === 0 && known.length ? known : [...known, ...this.seen];
    return list.length ? list[Math.floor(n / 2) % list.length]! : 'none';
  }

  harvest(text: string): void {
    const found = text.match(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|SESSION0002[0-9A-F]{24}|\b[0-9a-f]{32}\b/g,
    );
    for (const id of found ?? []) if (!this.seen.includes(id)) this.seen.push(id);
    this.seen = this.seen.slice(-300);
  }
}

interface Failure {
  reason: string;
  request: string;
  answer: string;
}

const clip = (text: string, max = 300) =>
  text.length > max
    ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)`
    : JSON.stringify(text);

async function send(draw: Draw, ids: Ids): Promise<{ status: string; failure?: Failure }> {
  const method = draw.method ?? draw.route.method;
  let slot = 0;
  const path = draw.route.path.replace(/:(\w+)/g, (_, name: string) => {
    const p = draw.params[slot++ % draw.params.length]!;
    return 'known' in p ? ids.pick(draw.route, name, p.known) : p.value;
  });
  const q = draw.query;
  const search =
    'raw' in q
      ? q.raw
      : 'pairs' in q
        ? new URLSearchParams(q.pairs).toString()
        : 'template' in q && draw.route.query
          ? new URLSearchParams(draw.route.query(target.f)).toString()
          : '';
  const url = `${path}${search ? `?${search}` : ''}`;

  const materialized = materialize(draw, target.f, target.t.config.BODY_LIMIT);
  let type = materialized.type;
  let body: Buffer | undefined;
  if (materialized.body instanceof FormData) {
    // Serialized as fetch would, boundary and all.
    const encoded = new Response(materialized.body);
    body = Buffer.from(await encoded.arrayBuffer());
    type = encoded.headers.get('content-type')!;
  } else if (materialized.body !== undefined) body = Buffer.from(materialized.body);
  if (method === 'GET') body = undefined;

  const headers: Record<string, string> = {};
  const contentType = draw.contentType === 'auto' ? type : draw.contentType;
  if (contentType !== undefined && contentType !== 'none') headers['content-type'] = contentType;
  const auth = authorization(draw.auth, target.tokens, draw.route);
  if (auth !== undefined) headers.authorization = auth;
  for (const [name, value] of Object.entries(draw.headers))
    headers[name] = value === 'REAL' ? target.f.notificationSecret : value;
  // Past Node's 16 KB of request line and headers, the server answers 431 and drops the socket.
  const oversized = url.length + JSON.stringify(headers).length > 16_000;

  const describe = () =>
    `${method} ${clip(url, 200)}\n  headers: ${JSON.stringify(headers)}\n  body: ${
      body === undefined ? '(none)' : clip(body.toString('utf8'))
    }`;
  try {
    const res = await request(`${target.t.url}${url}`, {
      method,
      headers,
      body,
      timeoutMs: TIMEOUT_MS,
    });
    const status = String(res.status);
    const header = (name: string) => String(res.headers[name] ?? '');
    const fail = (reason: string) => ({
      status,
      failure: {
        reason,
        request: describe(),
        answer: `${status} ${clip(res.text)}\n  logged: ${target.errors.byRequest.get(header('x-request-id')) ?? '-'}`,
      },
    });
    if (res.status >= 500) return fail('5xx answer');
    if (res.status < 400) ids.harvest(`${res.text} ${header('location')}`);
    if (res.status >= 400 && header('content-type').includes('json')) {
      let parsed: Record<string, unknown> | undefined;
      try {
        parsed = JSON.parse(res.text) as Record<string, unknown>;
      } catch {
        return fail('4xx JSON answer that does not parse');
      }
      // The sandbox plays the providers, so its own refusals are in their formats.
      const providerFormat =
        path.startsWith('/sandbox/') &&
        (parsed?.result === 'ERROR' || parsed?.status === 'CLIENT_ERROR');
      if (typeof parsed?.message !== 'string' && !providerFormat)
        return fail('4xx JSON answer without a string message');
    }
    return { status };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    if (oversized && !timedOut) return { status: 'reset (headers over 16 KB)' };
    return {
      status: timedOut ? 'timeout' : 'network error',
      failure: {
        reason: timedOut ? `no answer within ${TIMEOUT_MS} ms` : `no answer: ${String(error)}`,
        request: describe(),
        answer: '',
      },
    };
  }
}

describe('fuzzing every route', () => {
  it('the route table lists every route the app has', () => {
    const registered = registeredRoutes(target.t.app.printRoutes({ commonPrefix: false }));
    const fuzzed = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(fuzzed.sort()).toEqual(registered.sort());
  });

  it(`${RUNS} random and malformed requests: no 5xx, all answered in time, 4xx with a message`, async () => {
    console.log(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} draws the same requests again)`);
    const ids = new Ids();
    const histogram: Record<string, number> = {};
    const failures = new Map<string, Failure & { count: number }>();
    const reached = new Set<string>();
    const started = Date.now();
    await mapLimit(fc.sample(draws, { numRuns: RUNS, seed: SEED }), CONCURRENCY, async (draw) => {
      const { status, failure } = await send(draw, ids);
      histogram[status] = (histogram[status] ?? 0) + 1;
      if (/^[23]/.test(status)) reached.add(`${draw.route.method} ${draw.route.path}`);
      if (!failure) return;
      // One example of each kind of failure per route.
      const key = `${failure.reason} on ${draw.method ?? draw.route.method} ${draw.route.path}`;
      const known = failures.get(key);
      if (known) known.count++;
      else failures.set(key, { ...failure, count: 1 });
    });
    const total = Object.values(histogram).reduce((a, b) => a + b, 0);
    console.log(
      `fuzz: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      histogram,
    );
    const unreached = ROUTES.map((r) => `${r.method} ${r.path}`).filter((r) => !reached.has(r));
    console.log(`fuzz: routes never answering 2xx/3xx: ${unreached.join(', ') || 'none'}`);
    for (const [key, failure] of failures)
      console.log(
        `FAILED (${failure.count}x) ${key}\n  ${failure.request}\n  answer: ${failure.answer}`,
      );
    expect(total).toBe(RUNS);
    expect([...failures.keys()]).toEqual([]);
  }, 480_000);

  it('leaves the store healthy and its data whole', async () => {
    await expectLeftWhole(target.t);
  });
});
