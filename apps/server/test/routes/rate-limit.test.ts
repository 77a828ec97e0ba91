import { describe, expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, PASSWORD, post } from '../helpers/accounts';
import { appTest } from '../fixtures';

const LIMITS = { RATE_LIMIT_PER_IP: '8', RATE_LIMIT_PER_IP_EMAIL: '3', RATE_LIMIT_WINDOW: '1m' };
const it = appTest({ env: LIMITS });
const proxyIt = appTest({ env: { ...LIMITS, TRUST_PROXY: '1', DEMO: 'true' } });
// Only the per IP + e-mail counter is under test: Redis outlives this run, so the address's own
// counter may already carry hits from an earlier one.
const redisEnv = { ...LIMITS, RATE_LIMIT_PER_IP: '100000', REDIS_URL: process.env.REDIS_URL ?? '' };
/** Two instances of the store sharing one Redis: `t` and `other`. */
const redisIt = appTest({ env: redisEnv }).extend<{ other: TestApp }>({
  other: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const other = await createTestApp({ env: redisEnv });
      await use(other);
      await other.close();
    },
    { scope: 'file' },
  ],
});

describe('rate limits in memory', () => {
  it('refuse a fourth login for one e-mail from one address, with Retry-After', async ({ t }) => {
    const email = newEmail();
    for (let i = 0; i < 3; i++)
      expect((await post(`${t.url}/api/auth/login`, { email, password: 'wrong-one' })).status).toBe(
        401,
      );
    const refused = await post(`${t.url}/api/auth/login`, { email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests. Please try again later');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('do not lock out an e-mail for other addresses, but cap one address', async ({ t }) => {
    const victim = newEmail();
    for (let i = 0; i < 3; i++)
      await post(`${t.url}/api/contact`, { name: 'x', email: victim, message: 'spam' });
    // Counters are per name: the contact form's limit leaves sign-up alone.
    expect(
      (await post(`${t.url}/api/auth/register`, { email: victim, password: PASSWORD })).status,
    ).toBe(201);
    let last = 0;
    for (let i = 0; i < 9; i++)
      last = (await post(`${t.url}/api/auth/resetPassword`, { email: newEmail() })).status;
    expect(last).toBe(429);
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  redisIt('count one client across two instances', async ({ t: a, other: b }) => {
    const email = newEmail();
    expect((await post(`${a.url}/api/auth/login`, { email, password: 'x' })).status).toBe(401);
    expect((await post(`${b.url}/api/auth/login`, { email, password: 'x' })).status).toBe(401);
    expect((await post(`${a.url}/api/auth/login`, { email, password: 'x' })).status).toBe(401);
    expect((await post(`${b.url}/api/auth/login`, { email, password: 'x' })).status).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY as a number of proxies)', () => {
  const contact = (t: TestApp, forwardedFor: string) =>
    post(
      `${t.url}/api/contact`,
      { name: 'Kasun', email: newEmail(), message: 'Do you stock DI boxes?' },
      { 'x-forwarded-for': forwardedFor },
    );

  proxyIt('counts the address the proxy saw, whatever a client wrote before it', async ({ t }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await contact(t, `10.0.0.${i}, 203.0.113.9`)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(statuses[8]).toBe(429);
    // Another shopper behind the same proxy is counted on their own.
    expect((await contact(t, '10.0.0.1, 203.0.113.10')).status).toBe(201);
  });
});
