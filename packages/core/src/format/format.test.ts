import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLKR, formatRs } from './format';

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
