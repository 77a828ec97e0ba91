import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentsText, splitInstalments } from './instalments';

describe('splitInstalments', () => {
  it('splits LKR 38,000 and LKR 385,000 in 3 to the cent', () => {
    expect(splitInstalments(3_800_000, 3)).toEqual([1_266_666, 1_266_666, 1_266_668]);
    expect(splitInstalments(38_500_000, 3)).toEqual([12_833_333, 12_833_333, 12_833_334]);
    expect(splitInstalments(3_000_000, 3)).toEqual([1_000_000, 1_000_000, 1_000_000]);
    expect(splitInstalments(2, 4)).toEqual([0, 0, 0, 2]);
  });

  it('sums exactly, every instalment but the last the same, and the last absorbs the cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (total, count) => {
          const parts = splitInstalments(total, count);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every(Number.isInteger)).toBe(true);
          const [first = 0] = parts;
          expect(parts.slice(0, -1).every((p) => p === first)).toBe(true);
          // The last carries what does not divide: never less than the others, less than one
          // more cent per instalment above them.
          expect(parts.at(-1)! - first).toBeGreaterThanOrEqual(0);
          expect(parts.at(-1)! - first).toBeLessThan(count);
        },
      ),
    );
  });

  it('refuses what cannot be split', () => {
    expect(() => splitInstalments(-1, 3)).toThrow(RangeError);
    expect(() => splitInstalments(10.5, 3)).toThrow(RangeError);
    expect(() => splitInstalments(100, 0)).toThrow(RangeError);
  });
});

describe('instalmentsText', () => {
  it('says the amounts, and the last when it differs', () => {
    expect(instalmentsText(3_000_000, 3)).toBe('3 instalments of LKR\u00a010,000.00');
    expect(instalmentsText(38_500_000, 3)).toBe(
      '3 instalments of LKR\u00a0128,333.33, the last LKR\u00a0128,333.34',
    );
    expect(instalmentsText(3_800_000, 3)).toBe(
      '3 instalments of LKR\u00a012,666.66, the last LKR\u00a012,666.68',
    );
  });
});
