import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: what is typed is asked of the server after a
 * pause, not at every keystroke (each would be a search of the whole shop).
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
