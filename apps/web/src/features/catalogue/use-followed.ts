import { useState } from 'react';

/**
 * A control's value that changes at once when the shopper acts, and follows `value` (the address)
 * when that changes. The address commits a moment later, in a transition: a control bound to it
 * alone would flick back to its old value in between.
 */
export function useFollowed<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    setShown(value);
  }
  return [shown, setShown];
}
