import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrders, stubApi } from '../../../testing';
import { MissingTokenError } from '../errors';
import { getMyOrders } from './get-my-orders';

const MINE = 'GET /api/auth/get-each-user-orders';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('getMyOrders', () => {
  it('refuses without a stored token and calls nothing', async () => {
    const api = stubApi({ [MINE]: { status: 200, body: { orders: [] } } });
    await expect(getMyOrders()).rejects.toBeInstanceOf(MissingTokenError);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('reads {orders} with the bearer token', async () => {
    localStorage.setItem('token', 'tok');
    const orders = makeOrders(2);
    const api = stubApi({ [MINE]: { status: 200, body: { orders } } });
    expect(await getMyOrders()).toEqual(orders);
    expect(api.to(MINE)).toHaveLength(1);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('also accepts the body itself as an array (docs/product.md §7)', async () => {
    localStorage.setItem('token', 'tok');
    const orders = makeOrders(1);
    stubApi({ [MINE]: { status: 200, body: orders } });
    expect(await getMyOrders()).toEqual(orders);
  });

  it('reads an answer with neither as no orders', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ [MINE]: { status: 200, body: {} } });
    expect(await getMyOrders()).toEqual([]);
  });
});
