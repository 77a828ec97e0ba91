import { formatDateTimeIn, type DateInput } from '@avstore/core';
import { useScreenLanguage } from './common';

/**
 * An order's date and time in the page's language (core's formatDateTimeIn: '2026 නොවැම්බර් 27,
 * 19:35', '27 நவம்பர் 2026, 19:35'). Its month names come in a module of their own, with the
 * screens that show dates, not in every page's first script.
 */
export function useOrderDate(): (value: DateInput) => string {
  const language = useScreenLanguage();
  return (value) => formatDateTimeIn(language, value);
}
