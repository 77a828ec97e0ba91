import type { Cart } from './cart-schema';

/**
 * Sum of quantities: the header's count, on every page. A module of its own, so that a page's
 * first script does not carry the cart's rules (cart.ts) with it.
 */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, l) => sum + l.quantity, 0);
}
