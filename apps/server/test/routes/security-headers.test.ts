import { describe, expect } from 'vitest';
import { newKeyPair } from '../../src/services/payments/koko-signing';
import { appTest } from '../fixtures';

const webFiles = { 'index.html': '<!doctype html><title>x</title>' };
const it = appTest({ webFiles });
const liveIt = appTest({ webFiles, env: liveEnv() });
// A public https address: a public demo, or live payments with real mail.
const httpsIt = appTest({
  webFiles,
  env: { PUBLIC_URL: 'https://shop.example.lk', DEMO: 'true' },
});
const liveSmtpIt = appTest({
  env: {
    ...liveEnv(),
    PUBLIC_URL: 'https://shop.example.lk',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  },
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
  it.for(URLS)('are on %s', async (url, { t }) => {
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

  it('allow only the store itself for scripts, frames and forms in sandbox mode, and no HSTS over http', async ({
    t,
  }) => {
    const res = await fetch(`${t.url}/`);
    const csp = directives(res);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  // One sent by a trusted proxy is kept: test/ops/request-id.test.ts.
  it("gives every answer a request id of its own, not a caller's without a proxy", async ({
    t,
  }) => {
    const own = await fetch(`${t.url}/api/health`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers in live mode', () => {
  liveIt.for(URLS)(
    "allow the card gateway's origin and KOKO's form origin, nothing more, on %s",
    async (url, { t }) => {
      const res = await fetch(`${t.url}${url}`);
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
  httpsIt.for(URLS)(
    'is on %s when the public address is https, without subdomains',
    async (url, { t }) => {
      const res = await fetch(`${t.url}${url}`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
    },
  );

  liveSmtpIt('is on live mode with smtp mail too', async ({ t }) => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
    expect(directives(res)['script-src']).toEqual([
      "'self'",
      'https://test-gateway.mastercard.com',
    ]);
  });
});
