// Fuzzing the running store from its own OpenAPI document (`npm run test:openapi`): requests drawn
// by fast-check from each operation's JSON schemas (valid ones mixed with real ids, and mutated
// ones), sent with and without a customer's and an admin's token, and every answer checked with
// ajv against the schema the document gives for its status. A 5xx, a status the document does not
// declare, or a body that does not match fails the run.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../test/helpers/catalogue';
import { expectLeftWhole, fuzzTarget } from './helpers/fuzz-fixture';
import { request } from './helpers/http-client';
import { mapLimit } from './helpers/limit';
import {
  mutated,
  valid,
  wrongValue,
  type JsonSchema,
  type Pools,
} from './helpers/schema-arbitrary';
import { LIFTED_RATE_LIMITS } from './helpers/lifted-limits';

/** Requests per operation and kind of caller; about 40 operations × 4 callers. */
const PER_CALLER = Number(process.env.OPENAPI_FUZZ_RUNS ?? 60);
const SEED = Number(process.env.OPENAPI_FUZZ_SEED ?? 20_261_123);
const CONCURRENCY = 8;
const TIMEOUT_MS = 10_000;
/** No new request is sent after this; the run reports what it sent. */
const DEADLINE_MS = 150_000;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Answer {
  content?: Record<string, { schema: JsonSchema }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, Answer>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Caller = 'visitor' | 'customer' | 'admin' | 'forged';
const CALLERS: Caller[] = ['visitor', 'customer', 'admin', 'forged'];

interface Draw {
  key: string;
  method: string;
  path: string;
  op: Operation;
  caller: Caller;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The body as a value of its media type, or raw text that is not even JSON. */
  body?: { value: unknown } | { raw: string };
  mediaType?: string;
  secret: boolean;
}

// Each operation hears from every caller thousands of times from one address.
const target = fuzzTarget(LIFTED_RATE_LIMITS);
let doc: Document;

beforeAll(async () => {
  doc = (await (await fetch(`${target.t.url}/api/openapi.json`)).json()) as Document;
});

const resolver = () => (ref: string) => {
  const name = ref.replace('#/components/schemas/', '');
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`unknown $ref ${ref}`);
  return schema;
};

/** The fixture's real rows and values, to be drawn beside generated ones. */
function pools(): Pools {
  const uuids = [
    target.f.product.id,
    target.f.spareProductId,
    ...Object.values(target.f.orders),
    target.f.cardRef,
    target.f.kokoRef,
    target.f.messageId,
  ];
  // A real order's parts, so that some placements get past the consistency checks.
  const order = orderBody([{ product: target.f.product }]);
  const named: Record<string, unknown[]> = {
    items: [order.items],
    customer: [order.customer],
    total: [order.total],
    email: [target.f.customer.email],
    password: ['correct horse battery'],
    promoCode: ['SAVE10'],
    amount: [target.f.product.price, target.f.product.price.toFixed(2)],
    price: [target.f.product.price],
    currency: ['LKR'],
    ref: [target.f.cardRef, target.f.kokoRef],
    status: ['confirmed', 'cancelled', 'delivered', 'SUCCESS'],
  };
  return {
    format: (format) => (format === 'uuid' ? uuids : []),
    named: (name) => named[name] ?? [],
  };
}

/** The draws for one operation and caller: mostly valid, a quarter mutated. */
function drawsOf(key: string, method: string, path: string, op: Operation, caller: Caller) {
  const resolve = resolver();
  const real = pools();
  const parameters = op.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const valueOf = (p: Parameter) => valid(p.schema, real, resolve, p.name);
  // Never empty: /api/products/ is another operation (the list), not a product without an id.
  const paramsArb = fc.record(
    Object.fromEntries(
      inPath.map((p) => [
        p.name,
        fc.oneof({ arbitrary: valueOf(p), weight: 4 }, wrongValue).filter((v) => text(v) !== ''),
      ]),
    ),
  );
  const queryArb = fc.record(
    Object.fromEntries(
      inQuery.map((p) => [p.name, fc.oneof({ arbitrary: valueOf(p), weight: 4 }, wrongValue)]),
    ),
    { requiredKeys: inQuery.filter((p) => p.required).map((p) => p.name) },
  );
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const schema = media?.schema ?? {};
  const good = valid(schema, real, resolve);
  const bodyArb: fc.Arbitrary<Draw['body']> = media
    ? fc.oneof(
        { arbitrary: good.map((value) => ({ value })), weight: 12 },
        { arbitrary: mutated(good, schema, resolve).map((value) => ({ value })), weight: 4 },
        {
          arbitrary: fc.constantFrom('{"', '{"a":}', 'not json', '').map((raw) => ({ raw })),
          weight: 1,
        },
      )
    : fc.constant(undefined);
  return fc
    .record({ params: paramsArb, query: queryArb, body: bodyArb, secret: fc.boolean() })
    .map((d): Draw => ({
      key,
      method,
      path,
      op,
      caller,
      ...d,
      mediaType,
    }));
}

function allDraws(): Draw[] {
  const draws: Draw[] = [];
  let n = 0;
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods))
      for (const caller of CALLERS) {
        const key = `${method.toUpperCase()} ${path}`;
        const arb = drawsOf(key, method.toUpperCase(), path, op, caller);
        draws.push(...fc.sample(arb, { numRuns: PER_CALLER, seed: SEED + n++ }));
      }
  // Interleaved, so that the routes' side effects (an archived product, a cancelled order) do
  // not all come before or after the calls they would change.
  return fc.sample(fc.shuffledSubarray(draws, { minLength: draws.length }), {
    numRuns: 1,
    seed: SEED,
  })[0]!;
}

/** A lone surrogate (half of an emoji) has no UTF-8 form; a real client would send U+FFFD. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const text = (value: unknown) =>
  wellFormed(typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));

const component = (value: unknown) => encodeURIComponent(text(value));

/**
 * A path parameter as a client can send it: a whole segment of '.' or '..' (even written %2E) is
 * resolved away by every URL parser before it is sent, so such a draw is sent with a letter more.
 */
const pathComponent = (value: unknown) => {
  const encoded = component(value);
  return /^(\.|%2e){1,2}$/i.test(encoded) ? `${encoded}x` : encoded;
};

async function encode(draw: Draw): Promise<{ body?: Buffer; type?: string }> {
  if (!draw.body) return {};
  if ('raw' in draw.body) return { body: Buffer.from(draw.body.raw), type: 'application/json' };
  const { value } = draw.body;
  if (draw.mediaType === 'application/x-www-form-urlencoded') {
    const fields: [string, string][] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).map(([k, v]) => [wellFormed(k), text(v)])
        : [['value', text(value)]];
    return { body: Buffer.from(new URLSearchParams(fields).toString()), type: draw.mediaType };
  }
  if (draw.mediaType === 'multipart/form-data') {
    const form = new FormData();
    const file = (value as { file?: unknown } | null)?.file;
    // Sometimes a real PNG's first bytes, sometimes the drawn text as a file.
    const bytes =
      typeof file === 'string' && file.length % 2 === 0
        ? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        : Buffer.from(text(file));
    form.append('file', new Blob([bytes]), 'picture.png');
    const encoded = new Response(form);
    return {
      body: Buffer.from(await encoded.arrayBuffer()),
      type: encoded.headers.get('content-type')!,
    };
  }
  return { body: Buffer.from(JSON.stringify(value ?? null)), type: 'application/json' };
}

/** Signing out ends the token sent: it is sent a sign-in of its own to spend. */
const SIGN_OUT = '/api/auth/logout';

function authorization(caller: Caller, path: string): string | undefined {
  if (path === SIGN_OUT && (caller === 'customer' || caller === 'admin'))
    return `Bearer ${target.tokens.spare}`;
  if (caller === 'customer') return `Bearer ${target.tokens.customer}`;
  if (caller === 'admin') return `Bearer ${target.tokens.admin}`;
  if (caller === 'forged') return `Bearer ${target.tokens.forged}`;
  return undefined;
}

/** ajv validators of every declared answer, by operation, status and media type. */
function validators(): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    ajv.addSchema(schema as object, `#/components/schemas/${name}`);
  const map = new Map<string, ValidateFunction>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods))
      for (const [status, answer] of Object.entries(op.responses))
        for (const [type, media] of Object.entries(answer.content ?? {}))
          map.set(
            `${method.toUpperCase()} ${path} ${status} ${type}`,
            ajv.compile(media.schema as object),
          );
  return map;
}

interface Failure {
  reason: string;
  request: string;
  answer: string;
}

const clip = (s: string, max = 400) => (s.length > max ? `${s.slice(0, max)}… (${s.length})` : s);

async function send(
  draw: Draw,
  check: Map<string, ValidateFunction>,
): Promise<{ status: string; failure?: Failure }> {
  const path = draw.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    pathComponent(draw.params[name]),
  );
  const query = Object.entries(draw.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${component(v)}`)
    .join('&');
  const url = `${path}${query ? `?${query}` : ''}`;
  const { body, type } = await encode(draw);
  const headers: Record<string, string> = {};
  if (type) headers['content-type'] = type;
  const auth = authorization(draw.caller, draw.path);
  if (auth) headers.authorization = auth;
  if (draw.secret) headers['x-notification-secret'] = target.f.notificationSecret;
  const described = () =>
    `${draw.method} ${clip(url, 200)} as ${draw.caller}${draw.secret ? ' with the secret' : ''}\n` +
    `    body: ${body ? clip(body.toString('utf8')) : '(none)'}`;

  let res;
  try {
    res = await request(`${target.t.url}${url}`, {
      method: draw.method,
      headers,
      body,
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    return {
      status: 'no answer',
      failure: { reason: `no answer: ${String(error)}`, request: described(), answer: '' },
    };
  }
  const status = String(res.status);
  const fail = (reason: string): { status: string; failure: Failure } => ({
    status,
    failure: {
      reason,
      request: described(),
      answer: `${status} ${clip(res.text)}\n    logged: ${
        target.errors.byRequest.get(String(res.headers['x-request-id'])) ?? '-'
      }`,
    },
  });
  if (res.status >= 500) return fail('5xx answer');
  const declared = draw.op.responses[status];
  if (!declared) return fail(`status ${status} not in the document`);
  if (!declared.content) {
    if (res.text !== '') return fail(`a body where the document gives none for ${status}`);
  } else {
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!;
    const validate = check.get(`${draw.key} ${status} ${contentType}`);
    if (!validate) return fail(`content type ${contentType || '(none)'} not in the document`);
    // A file (a PDF receipt) is checked for its documented type only: its bytes are not JSON.
    if (contentType.endsWith('json')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(res.text);
      } catch {
        return fail('a JSON answer that does not parse');
      }
      if (!validate(parsed))
        return fail(`answer does not match its schema: ${JSON.stringify(validate.errors)}`);
    }
  }
  for (const name of Object.keys(declared.headers ?? {}))
    if (res.headers[name.toLowerCase()] === undefined) return fail(`no ${name} header`);
  return { status };
}

describe('fuzzing the store from its OpenAPI document', () => {
  it('sends every operation requests drawn from its schemas: no 5xx, every answer as documented', async () => {
    console.log(
      `openapi-fuzz: seed ${SEED} (OPENAPI_FUZZ_SEED=${SEED} draws the same requests again)`,
    );
    const check = validators();
    const draws = allDraws();
    const operations = new Set(draws.map((d) => d.key));
    const started = Date.now();
    const byStatus: Record<string, number> = {};
    const byOperation = new Map<string, Record<string, number>>();
    const failures = new Map<string, Failure & { count: number }>();
    let sent = 0;
    await mapLimit(draws, CONCURRENCY, async (draw) => {
      if (Date.now() - started > DEADLINE_MS) return;
      sent++;
      const { status, failure } = await send(draw, check);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      const counts = byOperation.get(draw.key) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      byOperation.set(draw.key, counts);
      if (!failure) return;
      const key = `${failure.reason.split(':')[0]} on ${draw.key}`;
      const known = failures.get(key);
      if (known) known.count++;
      else failures.set(key, { ...failure, count: 1 });
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `openapi-fuzz: ${sent} of ${draws.length} requests to ${operations.size} operations in ` +
        `${seconds.toFixed(1)} s`,
      byStatus,
    );
    for (const [key, counts] of [...byOperation].sort())
      console.log(`  ${key.padEnd(44)} ${JSON.stringify(counts)}`);
    for (const [key, failure] of failures)
      console.log(
        `FAILED (${failure.count}x) ${key}\n  ${failure.reason}\n  ${failure.request}\n  answer: ${failure.answer}`,
      );
    expect([...failures.keys()]).toEqual([]);
    expect(operations.size).toBeGreaterThanOrEqual(39);
    // Every operation was reached, each with every kind of caller.
    expect(byOperation.size).toBe(operations.size);
    expect(sent).toBeGreaterThanOrEqual(Math.min(draws.length, 2_000));
  }, 240_000);

  it('leaves the store healthy and its data whole', async () => {
    await expectLeftWhole(target.t);
  });
});
