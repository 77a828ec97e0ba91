import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'avstore-web-'));
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/shop', '/api/products/', '/api/health', '/api/nothing', '/api/products/bad-id'])(
    'are on %s',
    async (url) => {
      const res = await fetch(`${t.url}${url}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;| [^;']*;)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('gives every answer a request id, and keeps a sane one sent by a proxy', async () => {
    const own = await fetch(`${t.url}/api/health`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234');
    const hostile = await fetch(`${t.url}/api/health`, {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
