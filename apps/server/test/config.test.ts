import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const LIVE = {
  PAYMENT_MODE: 'live',
  MPGS_HOST: 'https://cbcmpgs.gateway.mastercard.com',
  MPGS_MERCHANT_ID: 'TESTSHOP',
  MPGS_API_PASSWORD: 'password',
  MPGS_NOTIFICATION_SECRET: 'a-notification-secret',
  KOKO_MERCHANT_ID: 'merchant',
  KOKO_API_KEY: 'key',
  KOKO_PRIVATE_KEY: 'private.pem',
  KOKO_PUBLIC_KEY: 'public.pem',
};

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
    expect(config.DELIVERY_COUNTRIES).toEqual(['Sri Lanka']);
  });

  it('reads DELIVERY_COUNTRIES as names from the checkout country list', () => {
    expect(loadConfig({ DELIVERY_COUNTRIES: 'sri lanka, Maldives' }).DELIVERY_COUNTRIES).toEqual([
      'Sri Lanka',
      'Maldives',
    ]);
    expect(() => loadConfig({ DELIVERY_COUNTRIES: 'Sri Lanka, Atlantis' })).toThrow(
      "DELIVERY_COUNTRIES: not in the checkout's country list: Atlantis",
    );
    expect(() => loadConfig({ DELIVERY_COUNTRIES: ' , ' })).toThrow(
      'DELIVERY_COUNTRIES: name at least one country',
    );
  });

  it('parses durations and flags', () => {
    const config = loadConfig({ JWT_TTL: '15m', ORDER_PAYMENT_TTL: '30s', DEMO: 'true' });
    expect(config.JWT_TTL).toBe(900_000);
    expect(config.ORDER_PAYMENT_TTL).toBe(30_000);
    expect(config.DEMO).toBe(true);
    expect(config.CASH_ORDER_TTL).toBe(3 * 86_400_000);
    expect(config.MAX_LINE_QUANTITY).toBe(20);
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

  describe('safe by default: development conveniences on loopback alone', () => {
    it('counts the default address, localhost and ::1 as loopback', () => {
      expect(loadConfig({}).loopbackOnly).toBe(true);
      expect(loadConfig({ HOST: 'localhost' }).loopbackOnly).toBe(true);
      expect(loadConfig({ HOST: '::1' }).loopbackOnly).toBe(true);
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).loopbackOnly).toBe(true);
    });

    it.each([
      [{ HOST: '0.0.0.0' }, 'HOST=0.0.0.0'],
      [{ HOST: '192.0.2.10' }, 'HOST=192.0.2.10'],
      [{ PUBLIC_URL: 'https://shop.example.lk' }, 'PUBLIC_URL=https://shop.example.lk'],
      [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
      [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    ])('refuses the sandbox and the outbox on %o, naming %s', (env, reason) => {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Refusing to start/);
      expect(message).toContain(reason);
      expect(message).toMatch(/MAIL_TRANSPORT: .*set smtp and SMTP_URL.*DEMO=true/);
      expect(message).toMatch(/PAYMENT_MODE: .*set live.*DEMO=true/);
    });

    it('refuses a public address with sandbox payments even when mail is real', () => {
      expect(() =>
        loadConfig({
          HOST: '0.0.0.0',
          MAIL_TRANSPORT: 'smtp',
          SMTP_URL: 'smtp://mailer.example.lk:587',
        }),
      ).toThrow(/PAYMENT_MODE/);
    });

    it('refuses a public address with the outbox even when payments are live', () => {
      let message = '';
      try {
        loadConfig({ PUBLIC_URL: 'https://shop.example.lk', ...LIVE });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('MAIL_TRANSPORT');
      expect(message).not.toContain('PAYMENT_MODE');
    });

    it('starts on a public address with real mail and live payments, conveniences off', () => {
      const config = loadConfig({
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://shop.example.lk',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mailer.example.lk:587',
        ...LIVE,
      });
      expect(config.loopbackOnly).toBe(false);
    });

    it('accepts DEMO=true for a public demo, still without conveniences', () => {
      const config = loadConfig({ HOST: '0.0.0.0', DEMO: 'true' });
      expect(config.PAYMENT_MODE).toBe('sandbox');
      expect(config.MAIL_TRANSPORT).toBe('outbox');
      expect(config.loopbackOnly).toBe(false);
    });
  });

  it('reads TRUST_PROXY as a flag or a number of proxies', () => {
    const env = { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://m.example.lk', DEMO: 'true' };
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY');
  });

  it('uses PUBLIC_URL when set, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.lk/', DEMO: 'true' }).publicUrl).toBe(
      'https://shop.example.lk',
    );
  });
});
