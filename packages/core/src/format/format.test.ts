import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLKR, formatRs, formatCents, formatCentsAmount } from './format';

describe('formatCentsAmount', () => {
  it('groups and keeps two decimals, with no currency', () => {
    expect(formatCentsAmount(1_230_900_150)).toBe('12,309,001.50');
    expect(formatCentsAmount(-500)).toBe('-5.00');
  });
});

describe('formatCents', () => {
  it('shows whole cents as LKR with two decimals', () => {
    expect(formatCents(123_456_750)).toBe('LKR\u00a01,234,567.50');
    expect(formatCents(30)).toBe('LKR\u00a00.30');
  });
});

describe('formatLKR', () => {
  it('shows LKR with two decimals and grouping', () => {
    expect(formatLKR(1234567.5)).toBe('LKR\u00a01,234,567.50');
    expect(formatLKR(0)).toBe('LKR\u00a00.00');
    expect(formatLKR(54000)).toBe('LKR\u00a054,000.00');
  });
});

describe('formatRs', () => {
  it('groups the number after Rs.', () => {
    expect(formatRs(1234567)).toBe('Rs. 1,234,567');
    expect(formatRs(2500.5)).toBe('Rs. 2,500.5');
    expect(formatRs('54000')).toBe('Rs. 54,000');
  });

  it('falls back to Rs. 0 for invalid values', () => {
    expect(formatRs(undefined)).toBe('Rs. 0');
    expect(formatRs(null)).toBe('Rs. 0');
    expect(formatRs('abc')).toBe('Rs. 0');
    expect(formatRs(Number.NaN)).toBe('Rs. 0');
    expect(formatRs('')).toBe('Rs. 0');
  });
});

// The formatters are written by hand for speed; Intl.NumberFormat is the reference they follow.
const intlLKR = new Intl.NumberFormat('en-LK', {
  style: 'currency',
  currency: 'LKR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlGrouped = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 });
const amounts = fc.oneof(
  fc.double({ min: -1e14, max: 1e14, noNaN: true }),
  fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 1000),
);

describe('formatLKR and formatRs write what Intl en-LK writes', () => {
  it.each([0, -0, 0.005, 1.005, 2.675, 999999.995, -0.001, 1e-7, 1e21, 123456789012.345])(
    '%s',
    (value) => {
      expect(formatLKR(value)).toBe(intlLKR.format(value));
      expect(formatRs(value)).toBe(`Rs. ${intlGrouped.format(value)}`);
    },
  );

  it('for any amount', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatLKR(value)).toBe(intlLKR.format(value));
        expect(formatRs(value)).toBe(`Rs. ${intlGrouped.format(value)}`);
      }),
      { numRuns: 5000 },
    );
  });

  it('shows what is not a finite number as it is', () => {
    expect(formatLKR(Number.NaN)).toBe('LKR\u00a0NaN');
  });
});

describe('formatDateTime', () => {
  it('formats ISO strings and _seconds objects alike', () => {
    expect(formatDateTime('2026-11-21T04:35:00Z', 'Asia/Colombo')).toBe(
      'November 21, 2026 at 10:05 AM',
    );
    expect(formatDateTime({ _seconds: 1_795_242_900 }, 'UTC')).toBe(
      'November 21, 2026 at 06:35 AM',
    );
  });

  it('falls back for missing and unreadable dates', () => {
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('yesterday-ish')).toBe('Invalid Date');
  });
});
