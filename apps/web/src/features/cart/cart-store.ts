import { useSyncExternalStore } from 'react';
import {
  addToCart,
  parseStoredCart,
  removeFromCart,
  updateQuantity,
  type AppliedPromo,
  type Cart,
  type Product,
} from '@avstore/core';
import { STORAGE_KEYS, readToken } from '../../lib/storage';
import { notify } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { publicConfigQueryOptions } from '../../config/public-config';
import { pageLanguage } from '../../i18n/language';
import type { CartWords } from './cart-words';

/** The shop's per-line limit, once the page has its configuration (the server checks it too). */
const lineLimit = () =>
  queryClient.getQueryData(publicConfigQueryOptions().queryKey)?.maxLineQuantity;

const listeners = new Set<() => void>();
let cart: Cart | undefined;

function current(): Cart {
  cart ??= parseStoredCart(safeRead());
  return cart;
}

function safeRead(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null;
  }
}

function commit(next: Cart, save = true): void {
  cart = next;
  // While signed in, the account keeps a copy (cart-sync.ts, loaded only then).
  if (save && readToken())
    void import('./cart-sync').then(
      (m) => m.saveSoon(next),
      () => undefined,
    );
  try {
    if (next.length === 0) localStorage.removeItem(STORAGE_KEYS.cart);
    else localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(next));
  } catch {
    /* private mode or full storage: the cart still works for this page */
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart, or Logout cleared storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) {
      cart = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

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

/** The cart as the account's copy brings it, not saved back. */
export const replaceCart = (next: Cart) => commit(next, false);

export const currentCart = current;

/** Drops the in-memory copy, e.g. after Logout cleared storage. */
export function reloadCart(): void {
  cart = undefined;
  listeners.forEach((listener) => listener());
}

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, current, () => []);
}
