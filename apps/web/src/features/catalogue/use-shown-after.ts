import { useEffect, useState } from 'react';

/** With `wait`, false until `ms` after the component mounted, then true; without, true at once. */
export function useShownAfter(wait: boolean, ms: number): boolean {
  const [shown, setShown] = useState(!wait);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return shown;
}
