import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { upsertAdmin } from '../../src/services/auth/admin-account';
import { newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { recipient, sentMails } from '../helpers/mail';
import type { TestApp } from '../helpers/test-app';
import { appTest, it } from '../fixtures';

// Issue #23 "Sign-in": 12345678, password and qwertyui were accepted as passwords, and 297
// guesses at one account in one window from 10 addresses found a weak one.

// Behind one proxy: each request's address is the last X-Forwarded-For entry. A public address
// (https) makes the device cookie Secure.
const proxyIt = appTest({
  env: {
    TRUST_PROXY: '1',
    DEMO: 'true',
    PUBLIC_URL: 'https://shop.example.lk',
    SHOP_EMAIL: 'shop@example.lk',
  },
});
const STAFF = 'owner@lankaproaudio.lk';

const COMMON = 'This password is too common. Please choose another one.';
const TOO_MANY = 'Too many requests. Please try again later';

describe('common passwords', () => {
  const register = (t: TestApp, password: string) =>
    post(`${t.url}/api/auth/register`, { email: newEmail(), password });

  it.for(['12345678', 'password', 'qwertyui', 'iloveyou', 'PASSWORD', 'QwertyUI', 'ILoveYou'])(
    'are refused at sign-up (%j), with the message the form shows',
    async (password, { t }) => {
      const res = await register(t, password);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(COMMON);
    },
  );

  it('leave a long uncommon one alone, and the passwords the tests use', async ({ t }) => {
    expect((await register(t, 'mixing desk at dawn 42')).status).toBe(201);
    expect((await register(t, PASSWORD)).status).toBe(201);
    expect((await register(t, 'sound check 123')).status).toBe(201);
  });

  it('are refused when a new password is chosen with a reset link, which stays usable', async ({
    t,
  }) => {
    const { email } = await signUp(t.url);
    const asked = await post(`${t.url}/api/auth/resetPassword`, { email });
    const token = new URL(asked.body.resetLink as string).hash.replace('#token=', '');
    for (const password of ['iloveyou', 'Password123']) {
      const refused = await post(`${t.url}/api/auth/resetPassword/confirm`, { token, password });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(COMMON);
    }
    const done = await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token,
      password: 'a new and uncommon passphrase',
    });
    expect(done.status).toBe(200);
  });

  it('are refused for an admin (admin:create and ADMIN_PASSWORD), creating nothing', async ({
    t,
  }) => {
    const email = newEmail();
    await expect(upsertAdmin(t.database.db, email, 'qwertyui')).rejects.toThrow(
      'The admin password is too common',
    );
    const { rows } = await t.database.pool.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('are still accepted at sign-in: an account made before keeps working', async ({ t }) => {
    const { email } = await signUp(t.url);
    // An account whose password was chosen before the list: its hash is set directly.
    const { hashPassword } = await import('../../src/services/auth/passwords');
    await t.database.pool.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      await hashPassword('12345678'),
      email,
    ]);
    const res = await post(`${t.url}/api/auth/login`, { email, password: '12345678' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(
      /^avstore_device=[^;]+; Path=\/api\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
  });
});

describe('failed sign-ins for one account from many addresses', () => {
  const now = () => Date.now();
  proxyIt.beforeAll(async ({ t }) => {
    await upsertAdmin(t.database.db, STAFF, 'a long staff passphrase');
  });
  // The time is the test's: the waits are skipped, not slept.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const wait = (seconds: number) => vi.setSystemTime(now() + seconds * 1000);

  const login = (t: TestApp, email: string, password: string, address: string, cookie?: string) =>
    post(
      `${t.url}/api/auth/login`,
      { email, password },
      { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    );
  const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
  /** The name=value of a response's device cookie. */
  const deviceCookie = (res: { headers: Headers }) => res.headers.get('set-cookie')!.split(';')[0]!;

  /**
   * Guesses at `email` from 10 addresses in turn, waiting out every Retry-After of the slow-down,
   * until the account is closed to new browsers (a wait longer than the slow-down's longest).
   */
  async function attack(t: TestApp, email: string) {
    const waits: number[] = [];
    let guesses = 0;
    for (let i = 0; i < 100; i++) {
      const res = await login(t, email, `guess number ${i}`, `203.0.113.${guesses % 10}`);
      if (res.status === 401) {
        guesses++;
        continue;
      }
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(TOO_MANY);
      if (retryAfter(res) > 60) return { guesses, waits, closedFor: retryAfter(res) };
      waits.push(retryAfter(res));
      wait(retryAfter(res));
    }
    throw new Error('never closed');
  }

  proxyIt(
    'slow down and then stop, well below 297 guesses; the owner’s browser still signs in',
    async ({ t }) => {
      const { email } = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
      const own = await login(t, email, PASSWORD, '198.51.100.7');
      expect(own.status).toBe(200);
      expect(own.headers.get('set-cookie')).toMatch(
        /^avstore_device=[^;]+; Path=\/api\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
      );
      const device = deviceCookie(own);

      const { guesses, waits, closedFor } = await attack(t, email);
      expect(guesses).toBe(20);
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, ...Array<number>(9).fill(60)]);
      expect(closedFor).toBeGreaterThan(60);
      expect(closedFor).toBeLessThanOrEqual(15 * 60);

      // The right password from a new browser is refused too, whatever the address...
      const stranger = await login(t, email, PASSWORD, '198.51.100.99');
      expect(stranger.status).toBe(429);
      // ...and with a cookie that is forged, or another account's.
      const [id, nonce] = device.split('=')[1]!.split('.');
      const forged = `avstore_device=${id}.${nonce}.${'A'.repeat(43)}`;
      expect((await login(t, email, PASSWORD, '198.51.100.7', forged)).status).toBe(429);
      const other = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
      const othersDevice = deviceCookie(await login(t, other.email, PASSWORD, '198.51.100.7'));
      expect((await login(t, email, PASSWORD, '198.51.100.7', othersDevice)).status).toBe(429);

      // The owner's browser signs in, from any address, and gets a new cookie.
      const again = await login(t, email, PASSWORD, '192.0.2.1', device);
      expect(again.status).toBe(200);
      expect(deviceCookie(again)).not.toBe(device);
      // Signing out leaves the cookie alone: it marks the browser, not the sign-in.
      const out = await fetch(`${t.url}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${again.body.token as string}` },
      });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toBeNull();
      expect((await login(t, email, PASSWORD, '192.0.2.1', deviceCookie(again))).status).toBe(200);

      // A new browser waits until the window ends.
      expect((await login(t, email, PASSWORD, '198.51.100.99')).status).toBe(429);
      wait(closedFor);
      expect((await login(t, email, PASSWORD, '198.51.100.99')).status).toBe(200);
    },
  );

  proxyIt(
    'count an unknown e-mail the same, so the answers do not tell whether it has an account',
    async ({ t }) => {
      const known = (await signUp(t.url, newEmail(), PASSWORD, { confirmed: false })).email;
      const a = await attack(t, known);
      const b = await attack(t, newEmail());
      expect({ ...b, closedFor: 0 }).toEqual({ ...a, closedFor: 0 });
    },
  );

  proxyIt('let a new browser sign in during the slow-down once its wait is over', async ({ t }) => {
    const { email } = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
    for (let i = 0; i < 5; i++)
      expect((await login(t, email, 'not the password', `203.0.113.${i}`)).status).toBe(401);
    const early = await login(t, email, PASSWORD, '198.51.100.8');
    expect(early.status).toBe(429);
    expect(retryAfter(early)).toBe(1);
    wait(1);
    expect((await login(t, email, PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  proxyIt(
    'close a browser’s own cookie after 10 failures with it, leaving other browsers theirs',
    async ({ t }) => {
      const { email } = await signUp(t.url, newEmail(), PASSWORD, { confirmed: false });
      const first = deviceCookie(await login(t, email, PASSWORD, '198.51.100.7'));
      const second = deviceCookie(await login(t, email, PASSWORD, '198.51.100.8'));
      for (let i = 0; i < 10; i++)
        expect((await login(t, email, 'not the password', '198.51.100.7', first)).status).toBe(401);
      const closed = await login(t, email, PASSWORD, '198.51.100.7', first);
      expect(closed.status).toBe(429);
      expect(retryAfter(closed)).toBeGreaterThan(60);
      expect((await login(t, email, PASSWORD, '198.51.100.8', second)).status).toBe(200);
      // The cookie's failures are its own: a new browser is not slowed by them.
      expect((await login(t, email, PASSWORD, '198.51.100.9')).status).toBe(200);
    },
  );

  proxyIt('mail the shop once when a staff account is closed to new browsers', async ({ t }) => {
    const toShop = async (t: TestApp) =>
      (await sentMails(t)).filter((m) => recipient(m) === 'shop@example.lk');
    const { guesses } = await attack(t, STAFF);
    expect(guesses).toBe(20);
    for (let i = 0; i < 5; i++) await login(t, STAFF, `more guesses ${i}`, `203.0.113.${i}`);
    // A customer's burst mails nobody.
    await attack(t, (await signUp(t.url, newEmail(), PASSWORD, { confirmed: false })).email);

    // The mail goes after the answer: give it a moment, and a second one time to show up.
    for (let tries = 0; (await toShop(t)).length === 0 && tries < 100; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await toShop(t);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain(STAFF);
    expect(mail!.text).toContain('20 failed sign-ins');
    expect(mail!.text).toContain('from 10 addresses');
    expect(mail!.text).toContain('still signs in');
  });
});
