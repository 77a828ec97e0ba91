import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import { newEmail, post } from '../test/helpers/accounts';

describe.runIf(process.env.REDIS_URL)('rate limits of two instances sharing Redis', () => {
  let apps: TestApp[] = [];
  beforeAll(async () => {
    // Per address high: Redis outlives the run, and other runs count this address too.
    const env = {
      REDIS_URL: process.env.REDIS_URL!,
      RATE_LIMIT_PER_IP_EMAIL: '3',
      RATE_LIMIT_PER_IP: '100000',
    };
    apps = [await createTestApp({ env }), await createTestApp({ env })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('refuse the 4th login for one e-mail, alternating instances, with Retry-After', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await post(`${apps[i % 2]!.url}/api/auth/login`, { email, password: 'wrong-one' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last!.body.message).toBe('Too many requests. Please try again later');
    const retryAfter = Number(last!.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another e-mail from the same address is still let in on either instance.
    const other = newEmail();
    expect(
      (await post(`${apps[1]!.url}/api/auth/login`, { email: other, password: 'x' })).status,
    ).toBe(401);
  });
});
