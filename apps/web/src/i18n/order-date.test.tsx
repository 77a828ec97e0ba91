import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, type Language } from '@avstore/core';
import { LanguageContext } from './language';
import { loadMessages } from './load';
import { useOrderDate } from './order-date';

const DATES = ['2026-11-27T14:05:00.000Z', '2025-01-03T23:59:00.000Z', { _seconds: 1_750_000_000 }];

describe('an order’s date in the page’s language', () => {
  it.for(['en', 'si', 'ta'] as const)('reads as core’s formatDateTimeIn: %s', async (language) => {
    await loadMessages(language, ['orders']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LanguageContext value={language as Language}>{children}</LanguageContext>
    );
    const { result } = renderHook(() => useOrderDate(), { wrapper });
    for (const date of DATES) expect(result.current(date)).toBe(formatDateTimeIn(language, date));
    expect(result.current(null)).toBe('N/A');
  });
});
