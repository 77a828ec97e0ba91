import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { MissingTokenError } from '../errors';
import { makeOrders } from '../testing/order-factory';
import { authHeaderOf, stubFetch } from '../testing/render';
import { getMyOrders } from './get-my-orders';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('getMyOrders', () => {
  it('refuses without a stored token and calls nothing', async () => {
    const fetch = stubFetch({ status: 200, body: { orders: [] } });
    await expect(getMyOrders()).rejects.toBeInstanceOf(MissingTokenError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads {orders} with the bearer token', async () => {
    localStorage.setItem('token', 'tok');
    const orders = makeOrders(2);
    const fetch = stubFetch({ status: 200, body: { orders } });
    expect(await getMyOrders()).toEqual(orders);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/get-each-user-orders');
    expect(authHeaderOf(fetch, 0)).toBe('Bearer tok');
  });

  it('also accepts the body itself as an array (spec §7)', async () => {
    localStorage.setItem('token', 'tok');
    const orders = makeOrders(1);
    stubFetch({ status: 200, body: orders });
    expect(await getMyOrders()).toEqual(orders);
  });

  it('reads an answer with neither as no orders', async () => {
    localStorage.setItem('token', 'tok');
    stubFetch({ status: 200, body: {} });
    expect(await getMyOrders()).toEqual([]);
  });
});
