import type { User } from '@avstore/core';

/** The browser storage keys of docs/product.md §3. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'cart',
  /** The products picked to compare (issue #25), kept while browsing. */
  compare: 'compare',
} as const;

export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/**
 * The user sign-in stored (docs/product.md §3), as far as it reads: storage is the browser's, so a field
 * may be missing or of another type; anything unreadable is null.
 */
export function readUser(): Partial<Record<keyof User, unknown>> | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
    return typeof user === 'object' ? (user as Partial<Record<keyof User, unknown>> | null) : null;
  } catch {
    return null;
  }
}

/** Sign-in success stores the token and the user as JSON (docs/product.md §3, §4). */
export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event('auth-change'));
}

/** A refused token: forget it and the user, keep the cart. */
export function clearSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    /* storage unavailable */
  }
  window.dispatchEvent(new Event('auth-change'));
}

/** Logout: docs/product.md §2 clears all local storage. */
export function clearAllStorage(): void {
  try {
    localStorage.clear();
  } catch {
    /* storage unavailable: nothing to clear */
  }
  window.dispatchEvent(new Event('auth-change'));
}

/** Re-renders subscribers when sign-in state changes here or in another tab. */
export function subscribeToAuth(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) callback();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('auth-change', callback);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('auth-change', callback);
  };
}
