import { timingSafeEqual } from 'node:crypto';

/** Compares secrets in constant time, so an answer's timing tells nothing of how much matched. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
