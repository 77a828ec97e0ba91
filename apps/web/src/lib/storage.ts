/** The browser storage keys of spec §3. */
export const STORAGE_KEYS = { token: 'token', user: 'user', cart: 'cart' } as const;

export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** Logout: spec §2 clears all local storage. */
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
