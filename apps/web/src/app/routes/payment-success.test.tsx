import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@avstore/core';
import { reloadCart } from '../../features/cart/cart-store';
import {
  makeCartLine,
  makeOrder,
  makePublicConfig,
  ORDER_ID,
  OTHER_PRODUCT_ID,
  PRODUCT_ID,
  renderWithProviders,
  stubApi,
} from '../../testing';
import { Component as PaymentSuccessPage, orderSettled } from './payment-success';

beforeEach(() => {
  // The ordered mixer, and a microphone added after the order was placed.
  localStorage.setItem(
    'cart',
    JSON.stringify([
      makeCartLine({ quantity: 2 }),
      makeCartLine({ id: OTHER_PRODUCT_ID, name: 'Shure SM58' }),
    ]),
  );
  reloadCart();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadCart();
});

const cartIds = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string }[]).map((l) => l.id);

function open(order: Order) {
  stubApi({
    'GET /api/config': { status: 200, body: makePublicConfig() },
    [`GET /api/orders/${ORDER_ID}`]: { status: 200, body: order },
  });
  return renderWithProviders(<PaymentSuccessPage />, {
    path: `/payment/success?orderId=${ORDER_ID}`,
    route: '/payment/success',
  });
}

describe('the payment success page and the cart', () => {
  it("takes a paid card order's products out of the cart and keeps the rest", async () => {
    open(makeOrder({ status: 'confirmed' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    await vi.waitFor(() => expect(cartIds()).toEqual([OTHER_PRODUCT_ID]));
  });

  it('does the same for a cash order, which nobody pays online', async () => {
    open(makeOrder({ paymentMethod: 'cash', deliveryMethod: 'pickup' }));
    expect(await screen.findByRole('heading', { name: 'Order Placed!' })).toBeInTheDocument();
    await vi.waitFor(() => expect(cartIds()).toEqual([OTHER_PRODUCT_ID]));
  });

  it('leaves the cart alone while a card or KOKO order is unpaid', async () => {
    open(makeOrder({ status: 'pending', paymentMethod: 'koko' }));
    expect(await screen.findByText('Cash/KOKO Pay')).toBeInTheDocument();
    expect(cartIds()).toEqual([PRODUCT_ID, OTHER_PRODUCT_ID]);
  });
});

describe('orderSettled', () => {
  it.each([
    ['card', 'confirmed', true],
    ['koko', 'delivered', true],
    ['card', 'pending', false],
    ['koko', 'cancelled', false],
    ['cash', 'pending', true],
    ['cash', 'confirmed', true],
    ['cash', 'cancelled', false],
  ] as const)('%s order %s: %s', (paymentMethod, status, settled) => {
    expect(orderSettled({ paymentMethod, status })).toBe(settled);
  });
});
