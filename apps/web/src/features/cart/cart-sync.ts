import { mergeSavedCarts, toSavedCart, type Cart, type CartResponse } from '@avstore/core';
import { api } from '../../lib/api-client';
import { readToken } from '../../lib/storage';

/** What the merge needs of the cart store (cart-store.ts, which loads this file to save). */
export interface CartAccess {
  current: () => Cart;
  /** Shows the account's cart without saving it back. */
  replace: (cart: Cart) => void;
}

/**
 * The cart kept with the account (docs/product.md §4): saved a second after the shopper's last
 * change while signed in, and at sign-in merged with the account's (core's mergeSavedCarts), then
 * shown as the shop sells it today. Local storage stays the browser's copy.
 */
const SAVE_DELAY_MS = 1000;

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: Cart | undefined;
/** Saving waits for a sign-in's merge: a save before it would wipe the account's cart. */
let merging = false;

const body = (cart: Cart) => ({ lines: toSavedCart(cart) });

/** Saves `cart` with the account once the shopper has paused, not at every step. */
export function saveSoon(cart: Cart): void {
  pending = cart;
  clearTimeout(timer);
  // Added once, however often called: the same listener is not added twice.
  window.addEventListener('pagehide', flush);
  if (!merging) timer = setTimeout(save, SAVE_DELAY_MS);
}

function save(): void {
  const cart = pending;
  pending = undefined;
  if (!cart || !readToken() || merging) return;
  void api<CartResponse>('/cart', { method: 'PUT', body: body(cart) }).catch(() => undefined);
}

/** A change made just before the page goes still reaches the account. */
function flush(): void {
  const token = readToken();
  if (!pending || !token || merging) return;
  clearTimeout(timer);
  void fetch('/api/cart', {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body(pending)),
  }).catch(() => undefined);
  pending = undefined;
}

/**
 * At sign-in: the browser's cart and the account's merged (core's mergeSavedCarts), saved, and
 * shown as the shop sells it today.
 */
export async function mergeAccountCart(store: CartAccess): Promise<void> {
  merging = true;
  try {
    const account = await api<CartResponse>('/cart');
    const sent = store.current();
    const lines = mergeSavedCarts(toSavedCart(sent), toSavedCart(account.lines));
    const fresh = await api<CartResponse>('/cart', { method: 'PUT', body: { lines } });
    // Changed while the merge was under way: the shopper's latest cart is saved instead.
    if (store.current() === sent) store.replace(fresh.lines);
    else pending = store.current();
  } catch {
    // Not merged: the account's cart is kept for the next sign-in.
    return;
  } finally {
    merging = false;
  }
  if (pending) saveSoon(pending);
}
