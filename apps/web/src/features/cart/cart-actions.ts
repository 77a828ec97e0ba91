import {
  addToCart,
  removeFromCart,
  updateQuantity,
  type AppliedPromo,
  type Product,
} from '@avstore/core';
import { notify } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { publicConfigQueryOptions } from '../../config/public-config';
import { pageLanguage } from '../../i18n/language';
import { commit, currentCart as current } from './cart-store';
import type { CartWords } from './cart-words';

/** The shop's per-line limit, once the page has its configuration (the server checks it too). */
const lineLimit = () =>
  queryClient.getQueryData(publicConfigQueryOptions().queryKey)?.maxLineQuantity;

/**
 * Adds `quantity` units (one by default) and tells the shopper; adds none and returns false when
 * stock or the line limit does not allow them all.
 */
export function addProduct(product: Product, promo?: AppliedPromo, quantity = 1): boolean {
  let next = current();
  for (let unit = 0; unit < quantity; unit++) {
    const result = addToCart(next, product, promo, lineLimit());
    if (result.error) {
      const { error } = result;
      tell('error', (words) => words.refusal(error, product, lineLimit()));
      return false;
    }
    next = result.cart;
  }
  commit(next);
  if (!promo) tell('success', (words) => words.added(product.name, quantity));
  return true;
}

export function changeQuantity(id: string, delta: number): void {
  const line = current().find((l) => l.id === id);
  const result = updateQuantity(current(), id, delta, lineLimit());
  const { error } = result;
  if (error) tell('error', (words) => (line ? words.refusal(error, line, lineLimit()) : error));
  else commit(result.cart);
}

/** A toast in the page's language; its words load with the first one, as the toasts do. */
function tell(kind: 'success' | 'error', say: (words: CartWords) => string): void {
  void import('./cart-words')
    .then(({ cartWords }) => cartWords(pageLanguage()))
    .then((words) => notify(kind, say(words)))
    .catch(() => undefined);
}

export function removeProduct(id: string): void {
  commit(removeFromCart(current(), id));
}

export function clearCart(): void {
  commit([]);
}
