import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { signInAdmin } from '../helpers/admin';
import { signUp } from '../helpers/accounts';
import { type TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Response {
  description: string;
  content?: Record<string, { schema: Schema }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
  paths: Record<string, Record<string, Operation>>;
}

/** The routes whose success is a redirect of the browser, not a body. */
const REDIRECTS = [
  'GET /api/payment/card/return',
  'GET /api/payment/koko/return',
  'POST /api/payment/koko/return',
  'GET /api/payment/koko/cancel',
];
/** The one route that touches no database: it answers from the configuration. */
const NO_DATABASE = ['GET /api/config'];

let doc: Document;
let customer: string;
let admin: string;

it.beforeAll(async ({ t }) => {
  customer = (await signUp(t.url)).token;
  admin = (await signInAdmin(t)).token;
  const res = await fetch(`${t.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = JSON.parse(await res.text()) as Document;
});

/** Fastify's route tree as `METHOD /path` lines, HEAD left out (it follows GET). */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD' && method !== '-') found.push(`${method} ${stack.join('')}`);
  }
  return found;
}

function operations(): { key: string; path: string; method: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method: method.toUpperCase(),
      op,
    })),
  );
}

/** A requirement without an empty alternative: a request without credentials is refused. */
const needsCredentials = (op: Operation) =>
  !!op.security?.length && op.security.every((s) => Object.keys(s).length > 0);

/** A URL for an operation with made-up ids: enough to reach its sign-in check. */
const urlOf = (t: TestApp, path: string) => `${t.url}${path.replace(/\{[^}]+\}/g, randomUUID())}`;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with a title, a version, a description and the bearer scheme', ({ t }) => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe(`${t.config.SHOP_NAME} API`);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.description.length).toBeGreaterThan(40);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('lists every route the app has under /api, and nothing else', ({ t }) => {
    const own = (route: string) => !/ \/api\/(openapi\.json|docs)/.test(route);
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => / \/api\//.test(r) && own(r))
      .map((r) => r.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1'));
    const documented = operations().map((o) => o.key);
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
    expect(documented.length).toBeGreaterThanOrEqual(39);
  });

  it('gives each operation a unique id, a summary and a tag', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations()) {
      expect(op.summary, key).toBeTruthy();
      expect(op.tags?.length, key).toBe(1);
    }
  });

  it('gives each operation a success with its schema (a redirect with its Location)', () => {
    for (const { key, op } of operations()) {
      const statuses = Object.keys(op.responses);
      if (REDIRECTS.includes(key)) {
        expect(statuses, key).toContain('303');
        expect(op.responses['303']!.headers, key).toHaveProperty('location');
        continue;
      }
      const success = statuses.filter((s) => /^2\d\d$/.test(s));
      expect(success.length, key).toBeGreaterThan(0);
      // JSON, or a file of its own type (the PDF receipt).
      for (const s of success)
        expect(
          Object.values(op.responses[s]!.content ?? {})[0]?.schema,
          `${key} ${s}`,
        ).toBeTruthy();
    }
  });

  it('describes every error answer as {message, code?}', () => {
    for (const { key, op } of operations())
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || key === 'GET /api/health') continue;
        const schema = response.content?.['application/json']?.schema;
        expect(schema?.required, `${key} ${status}`).toEqual(['message']);
        expect(Object.keys(schema?.properties ?? {}).sort(), `${key} ${status}`).toEqual([
          'code',
          'message',
        ]);
      }
  });

  it("declares the refusals of each operation's inputs, sign-in and database", () => {
    for (const { key, op } of operations()) {
      const statuses = Object.keys(op.responses);
      if (op.requestBody)
        expect(statuses, key).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (op.parameters?.length) expect(statuses, key).toContain('400');
      if (op.parameters?.some((p) => p.in === 'path')) expect(statuses, key).toContain('414');
      if (op.security?.length) expect(statuses, key).toContain('401');
      if (key.includes(' /api/admin/')) expect(statuses, key).toContain('403');
      if (!NO_DATABASE.includes(key)) expect(statuses, key).toContain('503');
    }
  });

  it('marks exactly the operations that refuse a visitor as needing credentials', async ({ t }) => {
    for (const { key, path, method, op } of operations()) {
      const res = await fetch(urlOf(t, path), { method });
      if (needsCredentials(op)) expect(res.status, key).toBe(401);
      else expect(res.status, key).not.toBe(401);
    }
  });

  it("marks the back office's operations, which refuse a customer", async ({ t }) => {
    for (const { key, path, method } of operations()) {
      if (!key.includes(' /api/admin/')) continue;
      const as = (t: TestApp, token: string) =>
        fetch(urlOf(t, path), { method, headers: { authorization: `Bearer ${token}` } });
      expect((await as(t, customer)).status, key).toBe(403);
      expect((await as(t, admin)).status, key).not.toBe(403);
    }
  });

  it('marks the order reading as open to a visitor, with a token optional', () => {
    const read = doc.paths['/api/orders/{id}']!.get!;
    expect(read.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it("marks the gateway's notification as heard only with the shared secret", () => {
    const notify = doc.paths['/api/payment/card/notify']!.post!;
    expect(notify.security).toEqual([{ notificationSecret: [] }]);
    expect(doc.components.securitySchemes.notificationSecret).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Notification-Secret',
    });
  });
});

describe('the reference page', () => {
  it('is served at /api/docs with its scripts and styles from the store itself', async ({ t }) => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    // No inline script: every <script> has a src, and every asset is on the store's origin.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/api\/docs\/static\//);
      const file = await fetch(`${t.url}${asset}`);
      expect(file.status, asset).toBe(200);
    }
  });

  it("keeps the store's Content-Security-Policy, the same as on every other answer", async ({
    t,
  }) => {
    const page = await fetch(`${t.url}/api/docs`);
    const api = await fetch(`${t.url}/api/health`);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toBe(api.headers.get('content-security-policy'));
  });

  it('reads the same document as /api/openapi.json', async ({ t }) => {
    const res = await fetch(`${t.url}/api/docs/json`);
    expect(JSON.parse(await res.text())).toEqual(doc);
  });
});
