import { formatCents } from '../format/format';

/** How many instalments KOKO takes an order in (docs/product.md §12; the checkout's 'Pay in 3 instalments'). */
export const KOKO_INSTALMENTS = 3;

/**
 * `totalCents` split into `count` instalments that add up to it exactly, whole cents each: every
 * instalment but the last is the total divided and rounded down, and the last absorbs the cents
 * left (issue #17; LKR 38,000 in 3: 12,666.66, 12,666.66, 12,666.68). Rounding each instalment
 * up instead is what once made LKR 38,000 read 'total LKR 38,000.01'.
 */
export function splitInstalments(totalCents: number, count: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`Cannot split ${totalCents} cents`);
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`Cannot split into ${count} instalments`);
  const base = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) =>
    i === count - 1 ? totalCents - base * (count - 1) : base,
  );
}

/**
 * The instalments of a total in words: '3 instalments of LKR 10,000.00' when they are equal,
 * else '3 instalments of LKR 128,333.33, the last LKR 128,333.34'.
 */
export function instalmentsText(totalCents: number, count: number): string {
  const parts = splitInstalments(totalCents, count);
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const head = `${count} instalments of ${formatCents(first)}`;
  return first === last ? head : `${head}, the last ${formatCents(last)}`;
}
