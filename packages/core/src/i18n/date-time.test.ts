import { describe, expect, it } from 'vitest';
import { formatDayIn } from './date-time';

describe('formatDayIn', () => {
  it("writes a refund's day with the language's month name, Latin digits", () => {
    expect(formatDayIn('en', '2026-11-20')).toBe('November 20, 2026');
    expect(formatDayIn('si', '2026-11-20')).toBe('2026 නොවැම්බර් 20');
    expect(formatDayIn('ta', '2026-11-20')).toBe('20 நவம்பர் 2026');
    expect(formatDayIn('si', '2027-01-05')).toBe('2027 ජනවාරි 5');
  });

  it('gives back what is not a day as it came', () => {
    expect(formatDayIn('ta', 'soon')).toBe('soon');
    expect(formatDayIn('en', '')).toBe('');
  });
});
