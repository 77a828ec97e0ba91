import { SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { me } from '../helpers/accounts';
import { it, type Shopper } from '../fixtures';

const key = (t: TestApp) => new TextEncoder().encode(t.config.JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

/** The sign-in a real token belongs to: its `sid` claim. */
const sessionOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** A token signed with the store's own secret for the shopper's sign-in, with only the claims asked for. */
function token(shopper: Shopper, t: TestApp, claims: { exp?: number; iat?: number }) {
  const jwt = new SignJWT({ role: 'customer', ver: 1, sid: sessionOf(shopper.token) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(shopper.user.id)
    .setIssuer('avstore');
  if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(key(t));
}

describe('sign-in tokens', () => {
  it('accepts a token with an issue time and an expiry', async ({ shopper, t }) => {
    expect(await me(t.url, await token(shopper, t, { iat: now(), exp: now() + 3600 }))).toBe(200);
  });

  it('refuses a token without an expiry, though signed with the right secret', async ({
    shopper,
    t,
  }) => {
    expect(await me(t.url, await token(shopper, t, { iat: now() }))).toBe(401);
    expect(await me(t.url, await token(shopper, t, {}))).toBe(401);
  });

  it('refuses a token without an issue time', async ({ shopper, t }) => {
    expect(await me(t.url, await token(shopper, t, { exp: now() + 3600 }))).toBe(401);
  });

  it('refuses a token older than the sign-in lifetime, whatever its expiry says', async ({
    shopper,
    t,
  }) => {
    const longAgo = now() - 8 * 24 * 3600; // JWT_TTL is 7 days
    expect(await me(t.url, await token(shopper, t, { iat: longAgo, exp: now() + 3600 }))).toBe(401);
  });
});
