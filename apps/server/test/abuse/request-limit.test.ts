import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const PER_MINUTE = 20;
const NOT_FOUND_PER_MINUTE = 5;
const SEARCHES_PER_MINUTE = 4;

/** Issue #23: one client's requests, and its 404s, limited per address for the whole store. */
const it = appTest({
  env: {
    RATE_LIMIT_REQUESTS_PER_MINUTE: String(PER_MINUTE),
    RATE_LIMIT_NOT_FOUND_PER_MINUTE: String(NOT_FOUND_PER_MINUTE),
    RATE_LIMIT_SEARCHES_PER_MINUTE: String(SEARCHES_PER_MINUTE),
  },
});

describe('the store-wide limits of one address', () => {
  const get = (t: TestApp, url: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it('answers 429 with Retry-After past the requests of a minute, and not before', async ({
    t,
  }) => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++)
      statuses.push((await get(t, '/api/health', '203.0.113.10')).statusCode);
    expect(statuses).toEqual(Array<number>(PER_MINUTE).fill(200));

    const refused = await get(t, '/api/products/', '203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please try again later',
      code: 'too_many_requests',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    // Another address is served as before.
    expect((await get(t, '/api/health', '203.0.113.20')).statusCode).toBe(200);
  });

  it('refuses an address once it has had its 404s of a minute, whatever it asks next', async ({
    t,
  }) => {
    const statuses: number[] = [];
    for (let i = 0; i < NOT_FOUND_PER_MINUTE; i++)
      statuses.push((await get(t, `/api/no-such-thing-${i}`, '203.0.113.11')).statusCode);
    expect(statuses).toEqual(Array<number>(NOT_FOUND_PER_MINUTE).fill(404));
    // Answers that are not 404 do not count.
    expect((await get(t, '/api/health', '203.0.113.12')).statusCode).toBe(200);

    const refused = await get(t, '/api/health', '203.0.113.11');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await get(t, '/api/no-such-thing', '203.0.113.11')).statusCode).toBe(429);
    expect((await get(t, '/api/health', '203.0.113.12')).statusCode).toBe(200);
  });

  it('refuses an address its searches past those of a minute, and nothing else', async ({ t }) => {
    const searches = ['/api/products/search?q=mixer', '/api/products/suggest?q=mix'];
    const statuses: number[] = [];
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++)
      statuses.push((await get(t, searches[i % 2]!, '203.0.113.13')).statusCode);
    expect(statuses).toEqual(Array<number>(SEARCHES_PER_MINUTE).fill(200));

    for (const url of searches) {
      const refused = await get(t, url, '203.0.113.13');
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The rest of the shop is still open to it, and searches to another address.
    expect((await get(t, '/api/products/', '203.0.113.13')).statusCode).toBe(200);
    expect((await get(t, searches[0]!, '203.0.113.14')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it uses', async ({ t }) => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++)
      statuses.push(
        (await get(t, '/api/health', `2001:db8:7:9::${(i + 1).toString(16)}`)).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    expect((await get(t, '/api/health', '2001:db8:7:a::1')).statusCode).toBe(200);
  });

  it('counts no request from this machine (a proxy the store does not trust, a benchmark)', async ({
    t,
  }) => {
    for (let i = 0; i < PER_MINUTE + NOT_FOUND_PER_MINUTE; i++) {
      expect((await get(t, '/api/no-such-thing', '127.0.0.1')).statusCode).toBe(404);
      expect((await get(t, '/api/health', '::1')).statusCode).toBe(200);
    }
  });
});
