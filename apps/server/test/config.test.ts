import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.JWT_TTL).toBe(7 * 86_400_000);
    expect(config.ORDER_PAYMENT_TTL).toBe(30 * 60_000);
    expect(config.SHOP_TIMEZONE).toBe('Asia/Colombo');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('parses durations and flags', () => {
    const config = loadConfig({ JWT_TTL: '15m', ORDER_PAYMENT_TTL: '30s', TRUST_PROXY: 'true' });
    expect(config.JWT_TTL).toBe(900_000);
    expect(config.ORDER_PAYMENT_TTL).toBe(30_000);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ JWT_TTL: '7 days' }, 'JWT_TTL'],
    [{ SHOP_TIMEZONE: 'Mars/Base' }, 'SHOP_TIMEZONE'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PAYMENT_MODE: 'free' }, 'PAYMENT_MODE'],
    [{ DATABASE_URL: 'postgres://x@127.0.0.1/db' }, 'JWT_SECRET'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('refuses the dangerous development defaults in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /MAIL_TRANSPORT[\s\S]*PAYMENT_MODE[\s\S]*JWT_SECRET/,
    );
  });

  it('uses PUBLIC_URL when set, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.lk/' }).publicUrl).toBe(
      'https://shop.example.lk',
    );
  });
});
