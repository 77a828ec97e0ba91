import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../features/orders/testing/order-factory';
import { authHeaderOf, stubFetch } from '../features/orders/testing/render';
import { getOrder } from './get-order';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('getOrder', () => {
  it('asks without a token when none is stored', async () => {
    const order = makeOrder();
    const fetch = stubFetch({ status: 200, body: order });
    expect(await getOrder(order.id)).toEqual(order);
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/orders/${order.id}`);
    expect(authHeaderOf(fetch, 0)).toBeUndefined();
  });

  it('repeats once without the header after a 401 (spec §6)', async () => {
    localStorage.setItem('token', 'old');
    const order = makeOrder({ customer: { ...makeOrder().customer, email: 'n***@example.com' } });
    const fetch = stubFetch(
      { status: 401, body: { message: 'Expired' } },
      { status: 200, body: order },
    );
    expect(await getOrder(order.id)).toEqual(order);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(authHeaderOf(fetch, 0)).toBe('Bearer old');
    expect(authHeaderOf(fetch, 1)).toBeUndefined();
  });

  it('passes other refusals on without repeating', async () => {
    localStorage.setItem('token', 'tok');
    const fetch = stubFetch({ status: 404, body: { message: 'Order not found' } });
    await expect(getOrder('nope')).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
