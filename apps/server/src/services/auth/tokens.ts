import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, errors } from 'jose';
import { RoleSchema, type User } from '@avstore/core';

const ALGORITHM = 'HS256';
const ISSUER = 'avstore';

export interface TokenClaims {
  userId: string;
  role: User['role'];
  /** The user's token version when it was issued (see users.token_version). */
  version: number;
  /** The sign-in (auth_sessions.id) the token belongs to; signing out ends it. */
  sessionId: string;
}

/**
 * How many verified tokens are remembered. Each is a few hundred bytes; only a token that passed
 * verification is kept, so forged ones cannot fill it, and the oldest goes when it is full.
 */
const REMEMBERED_TOKENS = 4096;

interface Verified {
  claims: TokenClaims;
  /** When the token stops being valid: its expiry, or the end of the sign-in lifetime. */
  validUntilMs: number;
}

/** Signed sign-in tokens (JWT, HS256 pinned on verification, with an issue time and an expiry). */
export class Tokens {
  /**
   * The secret as a key, imported once: given the bytes, jose imports them again for every token
   * it signs or checks, 5% of the store's CPU under the orders benchmark (issue #29).
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens already verified: a shopper sends the same token with every request, and checking its
   * signature through WebCrypto took 8% of the store's time under the orders benchmark (issue
   * #29). The sign-in itself is still looked up for every request (plugins/auth.ts).
   */
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: string,
    private readonly ttlMs: number,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(user: Pick<User, 'id' | 'role'>, version: number, sessionId: string): Promise<string> {
    return new SignJWT({ role: user.role, ver: version, sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(new Date(Date.now() + this.ttlMs))
      .sign(await this.key);
  }

  /** The claims of a valid token; undefined for an expired, forged or malformed one. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.validUntilMs) return known.claims;
      this.verified.delete(token);
      return undefined;
    }
    const verified = await this.check(token);
    if (verified) this.remember(token, verified);
    return verified?.claims;
  }

  private remember(token: string, verified: Verified): void {
    if (this.verified.size >= REMEMBERED_TOKENS)
      this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, verified);
  }

  private async check(token: string): Promise<Verified | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        // jose checks exp only when present: a token without one would never expire. Tokens
        // are also no older than the sign-in lifetime, whatever expiry they carry.
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: Math.ceil(this.ttlMs / 1000),
      });
      const { role, ver, sid, exp, iat } = payload;
      if (
        !payload.sub ||
        typeof ver !== 'number' ||
        typeof sid !== 'string' ||
        !RoleSchema.safeParse(role).success
      )
        return undefined;
      const claims = {
        userId: payload.sub,
        role: role as User['role'],
        version: ver,
        sessionId: sid,
      };
      // jose's own checks, kept for later (to the second, a little sooner at most): the token is
      // expired once now reaches exp, and too old once now passes iat plus the sign-in lifetime.
      const validUntilMs = Math.min(exp!, iat! + Math.ceil(this.ttlMs / 1000)) * 1000;
      return { claims, validUntilMs };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }
}
