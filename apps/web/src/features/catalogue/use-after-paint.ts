import { useEffect, useState } from 'react';

/**
 * `value`, taken up only after the browser has painted the change that set it. The Shop filters
 * its grid with this copy of the search text: a keystroke's own frame then shows the letter in
 * the box at once, and the grid follows in the next frame instead of holding that one back.
 * Keys typed faster than a frame skip straight to the latest text.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the next paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return painted;
}
