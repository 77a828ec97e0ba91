import fc from 'fast-check';
import { ROUTES, type Fixture, type Route } from './fuzz-routes';

/** One request, as fast-check drew it; turned into bytes only when sent (huge bodies stay small here). */
export interface Draw {
  route: Route;
  /** Now and then another method on the route's path. */
  method?: string;
  params: Param[];
  query: Query;
  body: Body;
  contentType: string;
  auth: Auth;
  headers: Record<string, string>;
}

type Param = { known: number } | { value: string };
type Query = { none: true } | { template: true } | { pairs: [string, string][] } | { raw: string };
type Auth = { kind: string; text?: string };
export type Body =
  | { kind: 'none' | 'template' | 'empty' | 'multipart' }
  | { kind: 'mutated'; at: number; value: unknown; drop: boolean }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'huge'; delta: number; field: boolean }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'file'; bytes: number[]; png: boolean };

/** Strings that survive a URL or a header: printable ASCII only. */
const ascii = (max: number) =>
  fc.string({ unit: 'binary-ascii', maxLength: max }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '..',
  '%2e%2e%2f',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'x'.repeat(5_000),
);

const param: fc.Arbitrary<Param> = fc.oneof(
  { weight: 5, arbitrary: fc.nat().map((known) => ({ known })) },
  { weight: 2, arbitrary: fc.uuid().map((value) => ({ value })) },
  { weight: 1, arbitrary: fc.uuid().map((value) => ({ value: `${value}.png` })) },
  { weight: 2, arbitrary: nasty.map((value) => ({ value: encodeURIComponent(value) })) },
  { weight: 2, arbitrary: ascii(80).map((value) => ({ value: encodeURIComponent(value) })) },
);

const queryValue = fc.oneof(ascii(40), fc.integer().map(String), nasty, fc.uuid());
const query: fc.Arbitrary<Query> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ none: true as const }) },
  { weight: 3, arbitrary: fc.constant({ template: true as const }) },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('page', 'pageSize', 'search', 'category', 'archived', 'status'),
            fc.constantFrom('q', 'ref', 'resultIndicator', '__proto__', 'ref[]', 'page[x]'),
            ascii(10),
          ),
          queryValue,
        ),
        { maxLength: 5 },
      )
      .map((pairs) => ({ pairs })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%', '%ZZ', 'a=%E0%A4%A', '&&&==', 'page=1&page=2', 'ref=' + 'a'.repeat(20_000))
      .map((raw) => ({ raw })),
  },
);

const json = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 10, arbitrary: fc.constant({ kind: 'template' as const }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      at: fc.nat(),
      value: fc.oneof(
        json,
        fc.anything({ maxDepth: 2 }).map((v) => v ?? null),
      ),
      drop: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: json.map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom('{', '{"email": ', '[1,', '"', 'nul'),
      )
      .map((text) => ({ kind: 'text' as const, text })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'empty' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge' as const),
      delta: fc.integer({ min: -64, max: 64 }),
      field: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(ascii(12), fc.oneof(ascii(40), nasty)), { maxLength: 6 })
      .map((pairs) => ({ kind: 'form' as const, pairs })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'multipart' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('file' as const),
      bytes: fc.array(fc.nat(255), { maxLength: 300 }),
      png: fc.boolean(),
    }),
  },
);

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('auto') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'none',
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=zzz',
      'application/octet-stream',
      'application/xml',
      'application/json, text/html',
      '',
    ),
  },
  { weight: 1, arbitrary: ascii(40) },
);

const auth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' }) },
  { weight: 6, arbitrary: fc.constant({ kind: 'fitting' }) },
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(
        'customer',
        'admin',
        'expired',
        'wrong-secret',
        'alg-none',
        'forged',
        'bearer-x',
        'lowercase-customer',
        'sandbox-basic',
        'token-alone',
      )
      .map((kind) => ({ kind })),
  },
  { weight: 2, arbitrary: ascii(120).map((text) => ({ kind: 'garbage', text })) },
);

const headers = fc.record(
  {
    'x-notification-secret': fc.oneof(fc.constant('REAL'), ascii(40)),
    'x-request-id': ascii(80),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', '*', 'identity;q=0', 'zz;q=x'),
    'if-none-match': fc.oneof(ascii(40), fc.constant('*')),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'garbage'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'garbage', '1.2.3.4, 5.6.7.8'),
  },
  { requiredKeys: [] },
);

export const draws: fc.Arbitrary<Draw> = fc.record({
  route: fc.constantFrom(...ROUTES),
  method: fc.oneof(
    { weight: 19, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  ),
  params: fc.array(param, { minLength: 3, maxLength: 3 }),
  query,
  body,
  contentType,
  auth,
  headers,
});

/** The credentials an auth kind stands for. */
export interface Tokens {
  customer: string;
  admin: string;
  expired: string;
  wrongSecret: string;
  algNone: string;
  forged: string;
  sandboxBasic: string;
  /** Another sign-in of the customer, for signing out: the others stay good for the run. */
  spare: string;
}

/** The auth kinds that send one of the tokens, as a bearer token. */
const BEARER = new Map<string, keyof Tokens>([
  ['customer', 'customer'],
  ['admin', 'admin'],
  ['expired', 'expired'],
  ['wrong-secret', 'wrongSecret'],
  ['alg-none', 'algNone'],
  ['forged', 'forged'],
]);

export function authorization(auth: Auth, given: Tokens, route: Route): string | undefined {
  const tokens = route.endsSignIn ? { ...given, customer: given.spare, admin: given.spare } : given;
  const bearer = BEARER.get(auth.kind);
  if (bearer) return `Bearer ${tokens[bearer]}`;
  switch (auth.kind) {
    case 'none':
      return undefined;
    case 'fitting':
      return route.auth === 'sandbox'
        ? tokens.sandboxBasic
        : route.auth
          ? `Bearer ${tokens[route.auth]}`
          : undefined;
    case 'garbage':
      return auth.text;
    case 'bearer-x':
      return 'Bearer x';
    case 'lowercase-customer':
      return `bearer ${tokens.customer}`;
    case 'sandbox-basic':
      return tokens.sandboxBasic;
    default: // token-alone: the token without its scheme
      return tokens.customer;
  }
}

function upload(bytes: number[], png: boolean): FormData {
  const magic = png ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [];
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([...magic, ...bytes])]), 'image.png');
  return form;
}

/** The body as sent, and the content type it would naturally carry. */
export function materialize(
  draw: Draw,
  f: Fixture,
  bodyLimit: number,
): { body?: string | FormData; type?: string } {
  const template = draw.route.body?.(f) ?? {};
  // An upload route gets its own kind of header, so its parser meets the malformed bodies too.
  const natural = draw.route.file
    ? 'multipart/form-data; boundary=zzz'
    : draw.route.form
      ? 'application/x-www-form-urlencoded'
      : 'application/json';
  const encode = (value: unknown) =>
    draw.route.form && value && typeof value === 'object' && !Array.isArray(value)
      ? new URLSearchParams(
          Object.entries(value).map(([k, v]): [string, string] => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ).toString()
      : JSON.stringify(value);
  const b = draw.body;
  switch (b.kind) {
    case 'none':
      return {};
    case 'template':
      if (draw.route.file) return { body: upload([], true) };
      return { body: encode(template), type: natural };
    case 'mutated': {
      const keys = Object.keys(template);
      const mutated: Record<string, unknown> = { ...template };
      const key = keys.length ? keys[b.at % keys.length]! : `k${b.at % 7}`;
      if (b.drop) delete mutated[key];
      else mutated[key] = b.value;
      return { body: encode(mutated), type: natural };
    }
    case 'json':
      return { body: JSON.stringify(b.value), type: 'application/json' };
    case 'text':
      return { body: b.text, type: 'application/json' };
    case 'empty':
      return { body: '', type: natural };
    case 'huge': {
      const size = bodyLimit + b.delta;
      if (!b.field)
        return { body: JSON.stringify({ x: 'a'.repeat(Math.max(0, size - 8)) }), type: natural };
      const key = Object.keys(template)[0] ?? 'x';
      const padded = JSON.stringify({ ...template, [key]: '' });
      return {
        body: JSON.stringify({ ...template, [key]: 'a'.repeat(Math.max(0, size - padded.length)) }),
        type: natural,
      };
    }
    case 'form':
      return {
        body: new URLSearchParams(b.pairs).toString(),
        type: 'application/x-www-form-urlencoded',
      };
    case 'multipart':
      return {
        body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n',
        type: 'multipart/form-data; boundary=zzz',
      };
    case 'file':
      return { body: upload(b.bytes, b.png) };
  }
}
