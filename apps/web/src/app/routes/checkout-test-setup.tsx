import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { reloadCart } from '../../features/cart/cart-store';
import { makeCartLine, renderWithProviders, signIn } from '../../testing';
import { Component as CheckoutPage } from './checkout';

/**
 * Each test of a checkout page's file starts signed in with 2 × LKR 30,000 in the cart, and ends
 * with nothing rendered, stubbed or stored, the cart empty and the calls of `mocks` forgotten.
 */
export function shopperWithCartInEachTest(...mocks: { mockClear: () => unknown }[]): void {
  beforeEach(() => {
    localStorage.setItem('cart', JSON.stringify([makeCartLine({ quantity: 2 })]));
    reloadCart();
    signIn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const mock of mocks) mock.mockClear();
    localStorage.clear();
    reloadCart();
  });
}

/** The checkout page, at /checkout. */
export const openCheckout = () => renderWithProviders(<CheckoutPage />, { path: '/checkout' });
