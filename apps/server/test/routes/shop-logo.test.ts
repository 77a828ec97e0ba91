import { describe, expect } from 'vitest';
import { PublicConfigSchema } from '@avstore/core';
import { loadConfig } from '../../src/config';
import { appTest, it } from '../fixtures';

const withLogo = appTest({ env: { SHOP_LOGO: 'https://cdn.example.lk/logo.svg' } });

describe('SHOP_LOGO', () => {
  it('is none by default: the page draws its wordmark from the shop name', async ({ t }) => {
    const body = PublicConfigSchema.parse(await (await fetch(`${t.url}/api/config`)).json());
    expect(body.logoUrl).toBeNull();
    const csp = (await fetch(`${t.url}/api/config`)).headers.get('content-security-policy');
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  withLogo('reaches the page, and its origin is allowed to show pictures', async ({ t }) => {
    const res = await fetch(`${t.url}/api/config`);
    const body = PublicConfigSchema.parse(await res.json());
    expect(body.logoUrl).toBe('https://cdn.example.lk/logo.svg');
    expect(res.headers.get('content-security-policy')).toContain(
      "img-src 'self' https://cdn.example.lk data: blob:;",
    );
  });

  it('is a path on the store or an https address, nothing else', () => {
    expect(loadConfig({ NODE_ENV: 'test', SHOP_LOGO: '/logo.svg' }).SHOP_LOGO).toBe('/logo.svg');
    for (const bad of ['http://cdn.example.lk/logo.svg', '//cdn.example.lk/logo.svg', 'logo.svg']) {
      expect(() => loadConfig({ NODE_ENV: 'test', SHOP_LOGO: bad })).toThrow(/SHOP_LOGO/);
    }
  });
});
