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
    await expect(getMyOrders(1)).rejects.toBeInstanceOf(MissingTokenError);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('asks the server for one page of six with the bearer token, and reads its total', async () => {
    localStorage.setItem('token', 'tok');
    const orders = makeOrders(2);
    const api = stubApi({
      [MINE]: { status: 200, body: { orders, page: 3, pageSize: 6, total: 14 } },
    });
    expect(await getMyOrders(3)).toEqual({ orders, total: 14 });
    expect(api.to(MINE)).toHaveLength(1);
    expect(Object.fromEntries(api.requests[0]!.url.searchParams)).toEqual({
      page: '3',
      pageSize: '6',
    });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('pages here an answer without a total: {orders} or the body itself as an array (docs/product.md §7)', async () => {
    localStorage.setItem('token', 'tok');
    const orders = makeOrders(8);
    stubApi({ [MINE]: { status: 200, body: { orders } } });
    expect(await getMyOrders(2)).toEqual({ orders: orders.slice(6), total: 8 });
    stubApi({ [MINE]: { status: 200, body: orders } });
    expect(await getMyOrders(1)).toEqual({ orders: orders.slice(0, 6), total: 8 });
  });

  it('reads an answer with neither as no orders', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ [MINE]: { status: 200, body: {} } });
    expect(await getMyOrders(1)).toEqual({ orders: [], total: 0 });
  });
});
