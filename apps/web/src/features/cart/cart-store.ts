import { useSyncExternalStore } from 'react';
import { parseStoredCart, type Cart } from '@avstore/core';
import { STORAGE_KEYS, readToken } from '../../lib/storage';

// The cart as the browser keeps it, and its count in the header on every page. What changes it
// by the shop's rules (cart-actions.ts) comes with the screens that do.

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

/** Keeps `next` as the cart and tells every screen; `save` also sends it to the account. */
export function commit(next: Cart, save = true): void {
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
