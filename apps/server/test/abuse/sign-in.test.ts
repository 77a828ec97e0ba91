import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../src/services/auth/admin-account';
import { newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue #23 "Sign-in": 12345678, password and qwertyui were accepted as passwords, and 297
// guesses at one account in one window from 10 addresses found a weak one.

const COMMON = 'This password is too common. Please choose another one.';

describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (password: string) =>
    post(`${t.url}/api/auth/register`, { email: newEmail(), password });

  it.each(['12345678', 'password', 'qwertyui', 'iloveyou', 'PASSWORD', 'QwertyUI', 'ILoveYou'])(
    'are refused at sign-up (%j), with the message the form shows',
    async (password) => {
      const res = await register(password);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(COMMON);
    },
  );

  it('leave a long uncommon one alone, and the passwords the tests use', async () => {
    expect((await register('mixing desk at dawn 42')).status).toBe(201);
    expect((await register(PASSWORD)).status).toBe(201);
    expect((await register('sound check 123')).status).toBe(201);
  });

  it('are refused when a new password is chosen with a reset link, which stays usable', async () => {
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

  it('are refused for an admin (admin:create and ADMIN_PASSWORD), creating nothing', async () => {
    const email = newEmail();
    await expect(upsertAdmin(t.database.db, email, 'qwertyui')).rejects.toThrow(
      'The admin password is too common',
    );
    const { rows } = await t.database.pool.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('are still accepted at sign-in: an account made before keeps working', async () => {
    const { email } = await signUp(t.url);
    // An account whose password was chosen before the list: its hash is set directly.
    const { hashPassword } = await import('../../src/services/auth/passwords');
    await t.database.pool.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      await hashPassword('12345678'),
      email,
    ]);
    const res = await post(`${t.url}/api/auth/login`, { email, password: '12345678' });
    expect(res.status).toBe(200);
  });
});
