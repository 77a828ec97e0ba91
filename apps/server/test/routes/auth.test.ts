import { SignJWT } from 'jose';
import { describe, expect, vi } from 'vitest';
import { me, newEmail, PASSWORD, post, signUp } from '../helpers/accounts';
import { appTest, it } from '../fixtures';

const shortTokenIt = appTest({ env: { JWT_TTL: '1s' } });

describe('POST /api/auth/register', () => {
  it('creates an account: 201 with the user and never the hash', async ({ t }) => {
    const email = newEmail();
    const res = await post(`${t.url}/api/auth/register`, { email, password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: { id: expect.any(String), email, role: 'customer', emailConfirmed: false },
      confirmLink: expect.stringMatching(/\/confirm-email#token=[A-Za-z0-9_-]{43}$/),
    });
    const { rows } = await t.database.pool.query(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('refuses a taken e-mail, whatever its case, with 409', async ({ t }) => {
    const email = newEmail();
    expect((await post(`${t.url}/api/auth/register`, { email, password: PASSWORD })).status).toBe(
      201,
    );
    const again = await post(`${t.url}/api/auth/register`, {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it.for([
    [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ email: '', password: PASSWORD }, 'Please fill in all fields'],
    [{ email: newEmail(), password: 'short' }, 'Password must be 8 to 128 characters'],
    [{ email: newEmail(), password: 'x'.repeat(129) }, 'Password must be 8 to 128 characters'],
    [{ email: newEmail() }, 'password'],
    [{ email: 42, password: PASSWORD }, 'email'],
  ])('refuses %o with 400 and a message', async ([body, message], { t }) => {
    const res = await post(`${t.url}/api/auth/register`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe('POST /api/auth/login', () => {
  it('gives a token and the user', async ({ t }) => {
    const { email, token, user } = await signUp(t.url);
    expect(token.split('.')).toHaveLength(3);
    expect(user).toEqual({ id: expect.any(String), email, role: 'customer', emailConfirmed: true });
    expect(await me(t.url, token)).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async ({ t }) => {
    const { email } = await signUp(t.url);
    const wrong = await post(`${t.url}/api/auth/login`, { email, password: 'not the password' });
    const unknown = await post(`${t.url}/api/auth/login`, {
      email: newEmail(),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('signs in with the e-mail in another case', async ({ t }) => {
    const { email } = await signUp(t.url);
    expect(
      (await post(`${t.url}/api/auth/login`, { email: email.toUpperCase(), password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('asks for both fields', async ({ t }) => {
    const res = await post(`${t.url}/api/auth/login`, { email: newEmail(), password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please fill in all fields');
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed or forged token with 401', async ({ t }) => {
    const { token, user } = await signUp(t.url);
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('A') ? 'B' : 'A'}A`;
    const forged = await new SignJWT({ role: 'admin', ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('avstore')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-of-enough-length-000'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const bad of [flipped, forged, none, 'garbage', `${token}x`]) {
      expect(await me(t.url, bad)).toBe(401);
    }
    const noToken = await fetch(`${t.url}/api/auth/me`);
    expect(noToken.status).toBe(401);
    expect(((await noToken.json()) as { message: string }).message).toBeTruthy();
  });

  shortTokenIt('refuses an expired token', async ({ t: short }) => {
    // The clock is the app's (same process): stopped, then moved past the lifetime, not waited on.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { token } = await signUp(short.url);
      expect(await me(short.url, token)).toBe(200);
      vi.setSystemTime(Date.now() + 2000);
      expect(await me(short.url, token)).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
