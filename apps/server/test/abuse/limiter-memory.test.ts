import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { loadConfig } from '../../src/config';
import { bodyEmail, rateLimit } from '../../src/plugins/rate-limit';
import { memoryRateLimiter } from '../../src/services/rate-limit/rate-limiter';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const it = appTest({
  env: {
    RATE_LIMIT_PER_IP: '20',
    RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000',
    RATE_LIMIT_NOT_FOUND_PER_MINUTE: '100000000',
  },
});

// Issue #23: every sign-in with a new e-mail kept a counter for the window, even once its address
// was over its limit: 50-75 MB of RSS per 100,000 cheap 429s. What is measured here is what is
// kept, after a forced collection, not garbage not yet collected.
v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;
const MB = 1024 * 1024;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const junkEmail = () => `junk-${randomBytes(12).toString('hex')}@example.lk`;

/** The sign-in route's limit alone, driven with bare requests: 200,000 take a few seconds. */
function signInLimit(perIp: number) {
  const limiter = memoryRateLimiter();
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_IP: String(perIp) });
  const app = { config, rateLimiter: limiter } as unknown as FastifyInstance;
  const hook = rateLimit(app, { name: 'login', email: bodyEmail });
  const reply = { header: () => reply } as unknown as FastifyReply;
  const log = pino({ level: 'silent' });
  const signIn = (ip: string) =>
    hook(
      { ip, body: { email: junkEmail(), password: 'x' }, log } as unknown as FastifyRequest,
      reply,
    ).then(
      () => 'allowed' as const,
      () => 'refused' as const,
    );
  return { limiter, signIn };
}

describe('the sign-in limiter under a flood of new e-mails', () => {
  it('keeps nothing for 200,000 junk sign-ins from one address over its limit', async () => {
    const { limiter, signIn } = signInLimit(300);
    for (let i = 0; i < 300; i++) expect(await signIn('203.0.113.7')).toBe('allowed');
    const before = heapUsed();
    let refused = 0;
    for (let i = 0; i < 200_000; i++) if ((await signIn('203.0.113.7')) === 'refused') refused++;
    const grown = heapUsed() - before;
    console.log(`heap grew by ${(grown / MB).toFixed(1)} MB over 200,000 junk sign-ins`);
    expect(refused).toBe(200_000);
    expect(grown).toBeLessThan(20 * MB);
    expect(limiter.size()).toBe(301); // the address's counter and its first 300 e-mails'
    await limiter.close();
  });

  it('holds at most 100,000 counters from many addresses, and gives their memory back', async () => {
    const { limiter, signIn } = signInLimit(300);
    const before = heapUsed();
    // Each sign-in from a new address makes two counters: its address's and its e-mail's.
    for (let i = 0; i < 100_000; i++) await signIn(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    const grown = heapUsed() - before;
    console.log(`heap grew by ${(grown / MB).toFixed(1)} MB with 200,000 counters asked for`);
    expect(grown).toBeLessThan(20 * MB);
    expect(limiter.size()).toBe(100_000);
    await limiter.close();
    expect(heapUsed() - before).toBeLessThan(2 * MB);
  });
});

describe('the whole request path under the same flood', () => {
  const flood = async (t: TestApp, count: number) => {
    let refused = 0;
    for (let sent = 0; sent < count; sent += 250) {
      const batch = await Promise.all(
        Array.from({ length: 250 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: junkEmail(), password: 'not-the-password' },
          }),
        ),
      );
      refused += batch.filter((res) => res.statusCode === 429).length;
    }
    return refused;
  };

  it('keeps the heap within 5 MB over 30,000 junk sign-ins', { timeout: 60_000 }, async ({ t }) => {
    await flood(t, 1_000); // warm-up; the address is over its limit from here on
    const before = heapUsed();
    expect(await flood(t, 30_000)).toBe(30_000);
    const grown = heapUsed() - before;
    console.log(`heap grew by ${(grown / MB).toFixed(1)} MB over 30,000 junk sign-ins by HTTP`);
    expect(grown).toBeLessThan(5 * MB);
  });
});
