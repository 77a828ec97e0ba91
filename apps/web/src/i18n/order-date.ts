import { formatDateTime, type DateInput } from '@avstore/core';
import { useScreenLanguage } from './common';
import { useOrdersT } from './orders';

/** A date's numbers in the browser's time zone, read as core's formatDateTimeIn reads them. */
let clock: Intl.DateTimeFormat | undefined;

/**
 * An order's date and time in the page's language, written as core's formatDateTimeIn writes it
 * ('2026 නොවැම්බර් 27, 19:35', '27 நவம்பர் 2026, 19:35'), the month's name from the orders'
 * catalogue. Not core's function itself: its module is in every page's first script, and its
 * Sinhala and Tamil month names (half a kilobyte gzipped) would have joined it there.
 */
export function useOrderDate(): (value: DateInput) => string {
  const t = useOrdersT();
  const language = useScreenLanguage();
  return (value) => {
    const english = formatDateTime(value);
    if (language === 'en' || english === 'N/A' || english === 'Invalid Date') return english;
    const date =
      typeof value === 'object' && value !== null && !(value instanceof Date)
        ? new Date(Number(value._seconds) * 1000)
        : new Date(value!);
    clock ??= new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const part = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
    const time = `${part.hour}:${part.minute}`;
    return t('dateTime', { year: part.year, month: part.month, day: part.day, time });
  };
}
