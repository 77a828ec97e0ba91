import { describe, expect, it } from 'vitest';
import { formatCents, formatDateTime, formatLKR, formatRs } from '../format/format';
import { formatDateTimeIn } from './date-time';
import { formatCentsIn, formatLKRIn, formatRsIn } from './format';

describe('money in each language', () => {
  it('keeps English exactly as it was', () => {
    for (const rupees of [0, 1234567.5, -12.345, 1e15])
      expect(formatLKRIn('en', rupees)).toBe(formatLKR(rupees));
    expect(formatCentsIn('en', 123_456_750)).toBe(formatCents(123_456_750));
    expect(formatRsIn('en', 54000)).toBe(formatRs(54000));
  });

  it('writes the rupee in Sinhala and Tamil, the digits grouped in thousands', () => {
    expect(formatLKRIn('si', 1234567.5)).toBe('රු.\u00a01,234,567.50');
    expect(formatLKRIn('ta', 1234567.5)).toBe('ரூ.\u00a01,234,567.50');
    expect(formatCentsIn('ta', 30)).toBe('ரூ.\u00a00.30');
    expect(formatLKRIn('si', -5)).toBe('-රු.\u00a05.00');
    expect(formatRsIn('si', 1234567)).toBe('රු. 1,234,567');
    expect(formatRsIn('ta', 'abc')).toBe('ரூ. 0');
  });
});

describe('dates in each language', () => {
  const placed = '2026-11-27T14:05:00Z';

  it('keeps English exactly as it was', () => {
    expect(formatDateTimeIn('en', placed, 'Asia/Colombo')).toBe(
      formatDateTime(placed, 'Asia/Colombo'),
    );
  });

  it('names the month in Sinhala and Tamil, with a 24-hour clock in the zone', () => {
    expect(formatDateTimeIn('si', placed, 'Asia/Colombo')).toBe('2026 නොවැම්බර් 27, 19:35');
    expect(formatDateTimeIn('ta', placed, 'Asia/Colombo')).toBe('27 நவம்பர் 2026, 19:35');
    expect(formatDateTimeIn('ta', { _seconds: 0 }, 'UTC')).toBe('1 ஜனவரி 1970, 00:00');
    expect(formatDateTimeIn('si', '2026-01-05T00:30:00Z', 'UTC')).toBe('2026 ජනවාරි 5, 00:30');
  });

  it('says N/A or Invalid Date as English does', () => {
    expect(formatDateTimeIn('si', null)).toBe('N/A');
    expect(formatDateTimeIn('ta', 'not a date')).toBe('Invalid Date');
  });
});
