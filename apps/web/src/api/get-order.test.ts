import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, stubApi } from '../testing';
import { getOrder } from './get-order';

const order = makeOrder();
const GET = `GET /api/orders/${order.id}`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('getOrder', () => {
  it('asks without a token when none is stored', async () => {
    const api = stubApi({ [GET]: { status: 200, body: order } });
    expect(await getOrder(order.id)).toEqual(order);
    expect(api.to(GET)).toHaveLength(1);
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('repeats once without the header after a 401 (docs/product.md §6)', async () => {
    localStorage.setItem('token', 'old');
    const masked = makeOrder({ customer: { ...order.customer, email: 'n***@example.com' } });
    const api = stubApi({
      [GET]: [
        { status: 401, body: { message: 'Expired' } },
        { status: 200, body: masked },
      ],
    });
    expect(await getOrder(order.id)).toEqual(masked);
    expect(api.fetch).toHaveBeenCalledTimes(2);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer old');
    expect(api.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('passes other refusals on without repeating', async () => {
    localStorage.setItem('token', 'tok');
    const api = stubApi({
      'GET /api/orders/nope': { status: 404, body: { message: 'Order not found' } },
    });
    await expect(getOrder('nope')).rejects.toMatchObject({ status: 404 });
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });
});
