import { useEffect, useState } from 'react';

/** Cards rendered in the task that shows a new list: two rows on a wide screen, more than a phone shows. */
const FIRST = 8;
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
 */
export function useProgressiveCount(limit: number, list: unknown): number {
  const [state, setState] = useState({ list, count: Math.min(limit, FIRST) });
  let count = state.count;
  if (state.list !== list) {
    count = Math.min(limit, FIRST);
    setState({ list, count });
  }
  useEffect(() => {
    if (count >= limit) return;
    const timer = setTimeout(
      () =>
        setState((s) => (s.list === list ? { list, count: Math.min(limit, s.count + STEP) } : s)),
      count <= FIRST ? FILL_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [count, limit, list]);
  return Math.min(count, limit);
}
