import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVat, splitVatLines, vatRateWords } from './vat-split';

describe('splitVat', () => {
  it('takes 18% VAT out of a price that includes it', () => {
    // 11,800.00 at 18%: 10,000.00 net and 1,800.00 VAT.
    expect(splitVat(1_180_000, 1800)).toEqual({
      netCents: 1_000_000,
      vatCents: 180_000,
      totalCents: 1_180_000,
    });
    // 48,500.50 × 100 / 118 = 41,102.1186… → 41,102.12 net, 7,398.38 VAT.
    expect(splitVat(4_850_050, 1800)).toEqual({
      netCents: 4_110_212,
      vatCents: 739_838,
      totalCents: 4_850_050,
    });
  });

  it('rounds the net half up and leaves no VAT at 0%', () => {
    // 59 cents at 18%: 50.0 net exactly; 1 cent: 0.847 → 1 net, 0 VAT.
    expect(splitVat(59, 1800)).toMatchObject({ netCents: 50, vatCents: 9 });
    expect(splitVat(1, 1800)).toMatchObject({ netCents: 1, vatCents: 0 });
    expect(splitVat(12_345, 0)).toMatchObject({ netCents: 12_345, vatCents: 0 });
  });

  it('stays exact past a double’s whole numbers', () => {
    const total = 900_000_000_000_000; // 9 trillion rupees, × 11,800 is far past 2^53
    const { netCents, vatCents } = splitVat(total, 1800);
    expect(netCents + vatCents).toBe(total);
    expect(BigInt(netCents) * 11_800n).toBeLessThanOrEqual(BigInt(total) * 10_000n + 5_900n);
  });
});

describe('splitVatLines', () => {
  it('shares the whole’s VAT among the lines by their exact shares', () => {
    // Three lines of 1.00: the whole 3.00 → 2.54 net, 0.46 VAT; each line's exact VAT is 0.1525…
    const { lines, total } = splitVatLines([100, 100, 100], 1800);
    expect(total).toEqual({ netCents: 254, vatCents: 46, totalCents: 300 });
    expect(lines.map((l) => l.vatCents)).toEqual([16, 15, 15]);
    expect(lines.map((l) => l.netCents)).toEqual([84, 85, 85]);
  });

  it('adds up to the cent, per line and for the whole, whatever the lines and the rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amounts, rate) => {
          const { lines, total } = splitVatLines(amounts, rate);
          const sum = (pick: (l: (typeof lines)[number]) => number) =>
            lines.reduce((s, l) => s + pick(l), 0);
          expect(total.netCents + total.vatCents).toBe(total.totalCents);
          expect(sum((l) => l.totalCents)).toBe(total.totalCents);
          expect(sum((l) => l.vatCents)).toBe(total.vatCents);
          expect(sum((l) => l.netCents)).toBe(total.netCents);
          lines.forEach((line, i) => {
            expect(line.netCents + line.vatCents).toBe(amounts[i]);
            expect(line.vatCents).toBeGreaterThanOrEqual(0);
            expect(line.netCents).toBeGreaterThanOrEqual(0);
            // Each line's VAT is within a cent of its exact share.
            const exact = (amounts[i]! * rate) / (10_000 + rate);
            expect(Math.abs(line.vatCents - exact)).toBeLessThan(1 + 1e-6);
          });
          // The whole's VAT is its total's, rounded to the nearest cent.
          const exactTotal = (total.totalCents * rate) / (10_000 + rate);
          expect(Math.abs(total.vatCents - exactTotal)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('vatRateWords', () => {
  it('writes basis points as a percentage', () => {
    expect(vatRateWords(1800)).toBe('18%');
    expect(vatRateWords(1250)).toBe('12.5%');
  });
});
