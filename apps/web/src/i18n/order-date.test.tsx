import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@avstore/core';
import { LanguageContext } from './language';
import { useOrderDate } from './order-date';

// Midday in UTC: the 27th in any time zone the tests run in.
const PLACED = '2026-11-27T12:05:00.000Z';

const dateIn = (language: Language) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageContext value={language}>{children}</LanguageContext>
  );
  return renderHook(() => useOrderDate(), { wrapper }).result.current;
};

describe('an order’s date in the page’s language', () => {
  it('names the month in the language, the spec’s English as before', () => {
    expect(dateIn('en')(PLACED)).toMatch(/^November 27, 2026 at \d\d:\d\d (AM|PM)$/);
    expect(dateIn('si')(PLACED)).toMatch(/^2026 නොවැම්බර් 27, \d\d:\d\d$/);
    expect(dateIn('ta')(PLACED)).toMatch(/^27 நவம்பர் 2026, \d\d:\d\d$/);
    expect(dateIn('si')(null)).toBe('N/A');
  });
});
