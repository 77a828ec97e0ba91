import { useEffect, useState } from 'react';
import { useServerRendered } from '../../lib/use-server-rendered';

/** Cards rendered in the task that shows a new list, unless the caller knows how many are in view. */
export const FIRST_CARDS = 8;
/** Cards added by each later task: small enough that no task blocks input for long. */
const STEP = 8;
/**
 * How long a new list waits before the cards below the first ones fill in: while the shopper is
 * still typing, each keystroke's list is replaced before anyone could scroll to those cards.
 */
const FILL_DELAY_MS = 150;

/**
 * How many of `limit` items to render now. A new list (another `list` identity) renders its first
 * few at once and the rest a few per task, so a search keystroke or the Shop's first screen never
 * waits for cards below the fold, and the browser can paint and take input between batches.
 * (requestIdleCallback was tried: headless Chromium left the batches waiting up to its timeout.)
 * A list rendered on the server is there whole, for readers without JavaScript: it hydrates whole.
 */
export function useProgressiveCount(limit: number, list: unknown, first = FIRST_CARDS): number {
  const serverRendered = useServerRendered();
  const [state, setState] = useState(() => ({
    list,
    count: serverRendered ? limit : Math.min(limit, first),
  }));
  let count = state.count;
  if (state.list !== list) {
    count = Math.min(limit, first);
    setState({ list, count });
  }
  useEffect(() => {
    if (count >= limit) return;
    const timer = setTimeout(
      () =>
        setState((s) => (s.list === list ? { list, count: Math.min(limit, s.count + STEP) } : s)),
      count <= first ? FILL_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [count, limit, list, first]);
  return Math.min(count, limit);
}
