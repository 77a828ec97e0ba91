import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentsText, splitInstalments } from './instalments';

describe('splitInstalments', () => {
  it('splits LKR 38,000 and LKR 385,000 in 3 to the cent', () => {
    expect(splitInstalments(3_800_000, 3)).toEqual([1_266_666, 1_266_667, 1_266_667]);
    expect(splitInstalments(38_500_000, 3)).toEqual([12_833_333, 12_833_333, 12_833_334]);
    expect(splitInstalments(3_000_000, 3)).toEqual([1_000_000, 1_000_000, 1_000_000]);
    expect(splitInstalments(2, 4)).toEqual([0, 0, 1, 1]);
  });

  it('sums exactly, differs by at most a cent, and the last absorbs the cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (total, count) => {
          const parts = splitInstalments(total, count);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every(Number.isInteger)).toBe(true);
          const least = Math.min(...parts);
          const most = Math.max(...parts);
          expect(most - least).toBeLessThanOrEqual(1);
          // The extra cents sit at the end: never a larger instalment before a smaller one.
          expect(parts.at(-1)).toBe(most);
          parts.slice(1).forEach((p, i) => expect(p).toBeGreaterThanOrEqual(parts[i]!));
          // With one cent over, the last alone takes it.
          if (total % count === 1) expect(parts.filter((p) => p === most)).toHaveLength(1);
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
      '3 instalments of LKR\u00a012,666.66, the last 2 LKR\u00a012,666.67',
    );
  });
});
