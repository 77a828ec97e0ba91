import { useSyncExternalStore } from 'react';
import { readToken, subscribeToAuth } from './storage';

/** Visitor or signed-in user, by whether a token is stored (docs/product.md §6). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToAuth,
    () => readToken() !== null,
    () => false,
  );
}
