import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while the server renders a page and while the browser hydrates what it rendered (React
 * reads the server's snapshot then), false in any render of the browser's own. What a component
 * shows first must be the same on both sides, or hydration would throw the server's HTML away.
 */
export function useServerRendered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
