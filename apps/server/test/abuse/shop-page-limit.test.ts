import { describe, expect } from 'vitest';
import { defaultWebRoot } from '../../src/server';
import { appTest } from '../fixtures';

const SEARCHES_PER_MINUTE = 2;

/** Issue #25/#26: a Shop page with a query is rendered for any address asked, as a search is. */
const it = appTest({
  seed: true,
  webRoot: defaultWebRoot(),
  env: { RATE_LIMIT_SEARCHES_PER_MINUTE: String(SEARCHES_PER_MINUTE) },
});

describe("the Shop's pages rendered for an address", () => {
  it('count as searches of that address, and the Shop without a query does not', async ({ t }) => {
    const get = (url: string, remoteAddress = '203.0.113.31') =>
      t.app.inject({ method: 'GET', url, remoteAddress });
    const asked = [];
    for (const q of ['mixer', 'speaker', 'amp']) asked.push((await get(`/shop?q=${q}`)).statusCode);
    expect(asked).toEqual([200, 200, 429]);
    expect((await get('/shop?category=Amplifiers')).statusCode).toBe(429);
    expect((await get('/api/products/search?q=amp')).statusCode).toBe(429);
    expect((await get('/shop')).statusCode).toBe(200);
    expect((await get('/shop?q=amp', '203.0.113.32')).statusCode).toBe(200);
  });
});
