import { describe, expect, it } from 'vitest';
import { addDays, dayIn, REPORT_MESSAGES, resolvePeriod, SalesReportQuerySchema } from './reports';

describe('a report period', () => {
  it('is the 30 days up to today when none is asked', () => {
    expect(resolvePeriod({}, '2026-03-15')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('keeps the days asked, one day included', () => {
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-01-01' }, '2026-03-15', 'day')).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });

  it('refuses a period back to front, too long, or too many days for daily bars', () => {
    expect(resolvePeriod({ from: '2026-02-02', to: '2026-02-01' }, '2026-03-15')).toEqual({
      message: REPORT_MESSAGES.order,
    });
    expect(resolvePeriod({ from: '2020-01-01', to: '2026-01-01' }, '2026-03-15')).toEqual({
      message: REPORT_MESSAGES.tooLong,
    });
    expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-02' }, '2026-03-15', 'day')).toEqual({
      message: REPORT_MESSAGES.tooManyDays,
    });
    expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-01' }, '2026-03-15', 'week')).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
    });
  });

  it('reads only real days', () => {
    expect(SalesReportQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(SalesReportQuerySchema.safeParse({ from: '26-02-01' }).success).toBe(false);
    expect(SalesReportQuerySchema.safeParse({ to: '0000-01-01' }).success).toBe(false);
    expect(SalesReportQuerySchema.safeParse({ to: '1969-12-31' }).success).toBe(false);
    expect(SalesReportQuerySchema.safeParse({ to: '1970-01-01' }).success).toBe(true);
    expect(SalesReportQuerySchema.safeParse({ unit: 'year' }).success).toBe(false);
    expect(SalesReportQuerySchema.parse({ from: '2024-02-29' })).toEqual({
      from: '2024-02-29',
      unit: 'day',
    });
  });

  it("counts days across months and knows Colombo's date at UTC's evening", () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    // 19:00 UTC is half past midnight the next day in Colombo (UTC+5:30).
    expect(dayIn('Asia/Colombo', new Date('2026-03-14T19:00:00Z'))).toBe('2026-03-15');
  });
});
