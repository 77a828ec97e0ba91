import { useEffect, useRef } from 'react';

/**
 * Puts focus back after a change to a list of rows: React moves a row by taking it out of the page,
 * which drops the focus inside it, and a removed row's focus is lost with it. `focusAfterChange`
 * names the controls wanted (their `data-focus` keys), best first; after the next render the first
 * of them that is inside `root` and enabled gets the focus.
 */
export function useFocusAfterChange<T extends HTMLElement>() {
  const root = useRef<T>(null);
  const wanted = useRef<string[]>([]);
  useEffect(() => {
    const keys = wanted.current;
    if (keys.length === 0) return;
    wanted.current = [];
    for (const key of keys) {
      const control = root.current?.querySelector<HTMLElement>(`[data-focus="${key}"]`);
      if (control && !(control as HTMLButtonElement).disabled) return control.focus();
    }
  });
  const focusAfterChange = (keys: string[]) => {
    wanted.current = keys;
  };
  return { root, focusAfterChange };
}
