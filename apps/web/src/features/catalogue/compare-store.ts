import { useSyncExternalStore } from 'react';
import { MAX_COMPARED } from '@avstore/core';
import { STORAGE_KEYS } from '../../lib/storage';
import { notify } from '../../lib/notify';

// The products picked to compare (issue #25): ids only, kept in the browser while the shopper
// browses; the compare page reads them from its address, so a comparison can be shared.

const listeners = new Set<() => void>();
let picked: readonly string[] | undefined;

function current(): readonly string[] {
  if (picked) return picked;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.compare) ?? '[]');
    picked = Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string').slice(0, MAX_COMPARED)
      : [];
  } catch {
    picked = [];
  }
  return picked;
}

function commit(next: readonly string[]): void {
  picked = next;
  try {
    localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify(next));
  } catch {
    /* private mode: the comparison still works for this page */
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.compare) {
      picked = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ids picked to compare, in the order picked. */
export const useCompared = () => useSyncExternalStore(subscribe, current, () => []);

/** Picks a product to compare, or puts it back; at most MAX_COMPARED, said when full. */
export function toggleCompared(id: string): void {
  const now = current();
  if (now.includes(id)) return commit(now.filter((x) => x !== id));
  if (now.length >= MAX_COMPARED) {
    notify('error', `You can compare up to ${MAX_COMPARED} products. Remove one first.`);
    return;
  }
  commit([...now, id]);
}

export const clearCompared = () => commit([]);

/** The compare page's address for these products. */
export const comparePath = (ids: readonly string[]) => `/compare?ids=${ids.join(',')}`;
