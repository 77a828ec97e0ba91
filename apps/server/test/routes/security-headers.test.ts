import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyPair } from '../../src/services/payments/koko-signing';
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

/** The CSP's directives, each with its sources. */
function directives(res: Response): Record<string, string[]> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const URLS = [
  '/',
  '/shop',
  '/api/products/',
  '/api/health',
  '/api/nothing',
  '/api/products/bad-id',
];

function liveEnv(): Record<string, string> {
  const merchant = newKeyPair();
  const koko = newKeyPair();
  return {
    PAYMENT_MODE: 'live',
    // A path on the host (as the sandboxes have) is no part of the origin.
    MPGS_HOST: 'https://test-gateway.mastercard.com/gateway/',
    MPGS_MERCHANT_ID: 'TESTLANKAPRO',
    MPGS_API_PASSWORD: 'api-password',
    MPGS_NOTIFICATION_SECRET: 'a-notification-secret',
    KOKO_BASE_URL: 'https://qaapi.paykoko.com:8443/',
    KOKO_MERCHANT_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    KOKO_API_KEY: 'koko-api-key',
    KOKO_PRIVATE_KEY: merchant.privateKey,
    KOKO_PUBLIC_KEY: koko.publicKey,
  };
}

describe('security headers', () => {
  it.each(URLS)('are on %s', async (url) => {
    const res = await fetch(`${t.url}${url}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;| [^;']*;)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allow only the store itself for scripts, frames and forms in sandbox mode, and no HSTS over http', async () => {
    const res = await fetch(`${t.url}/`);
    const csp = directives(res);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

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

describe('security headers in live mode', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ webRoot, env: liveEnv() });
  });
  afterAll(() => live.close());

  it.each(URLS)(
    "allow the card gateway's origin and KOKO's form origin, nothing more, on %s",
    async (url) => {
      const res = await fetch(`${live.url}${url}`);
      const csp = directives(res);
      const gateway = 'https://test-gateway.mastercard.com';
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", gateway]);
      expect(csp['frame-src']).toEqual(["'self'", gateway]);
      expect(csp['form-action']).toEqual(["'self'", gateway, 'https://qaapi.paykoko.com:8443']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.emailjs.com', gateway]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );
});

describe('HSTS', () => {
  let secure: TestApp;
  beforeAll(async () => {
    // A public https address: a public demo, or live payments with real mail.
    secure = await createTestApp({
      webRoot,
      env: { PUBLIC_URL: 'https://shop.example.lk', DEMO: 'true' },
    });
  });
  afterAll(() => secure.close());

  it.each(URLS)('is on %s when the public address is https, without subdomains', async (url) => {
    const res = await fetch(`${secure.url}${url}`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
  });

  it('is on live mode with smtp mail too', async () => {
    const live = await createTestApp({
      env: {
        ...liveEnv(),
        PUBLIC_URL: 'https://shop.example.lk',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const res = await fetch(`${live.url}/api/health`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
      expect(directives(res)['script-src']).toEqual([
        "'self'",
        'https://test-gateway.mastercard.com',
      ]);
    } finally {
      await live.close();
    }
  });
});
