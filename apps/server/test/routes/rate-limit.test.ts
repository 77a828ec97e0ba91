import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, PASSWORD, post } from '../helpers/accounts';

const LIMITS = { RATE_LIMIT_PER_IP: '8', RATE_LIMIT_PER_IP_EMAIL: '3', RATE_LIMIT_WINDOW: '1m' };

describe('rate limits in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS });
  });
  afterAll(() => t.close());

  it('refuse a fourth login for one e-mail from one address, with Retry-After', async () => {
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

  it('do not lock out an e-mail for other addresses, but cap one address', async () => {
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
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Only the per IP + e-mail counter is under test: Redis outlives this run, so the address's
    // own counter may already carry hits from an earlier one.
    const env = { ...LIMITS, RATE_LIMIT_PER_IP: '100000', REDIS_URL: process.env.REDIS_URL! };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('count one client across two instances', async () => {
    const email = newEmail();
    expect((await post(`${a.url}/api/auth/login`, { email, password: 'x' })).status).toBe(401);
    expect((await post(`${b.url}/api/auth/login`, { email, password: 'x' })).status).toBe(401);
    expect((await post(`${a.url}/api/auth/login`, { email, password: 'x' })).status).toBe(401);
    expect((await post(`${b.url}/api/auth/login`, { email, password: 'x' })).status).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY as a number of proxies)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...LIMITS, TRUST_PROXY: '1', DEMO: 'true' } });
  });
  afterAll(() => t.close());

  const contact = (forwardedFor: string) =>
    post(
      `${t.url}/api/contact`,
      { name: 'Kasun', email: newEmail(), message: 'Do you stock DI boxes?' },
      { 'x-forwarded-for': forwardedFor },
    );

  it('counts the address the proxy saw, whatever a client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await contact(`10.0.0.${i}, 203.0.113.9`)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(statuses[8]).toBe(429);
    // Another shopper behind the same proxy is counted on their own.
    expect((await contact('10.0.0.1, 203.0.113.10')).status).toBe(201);
  });
});
