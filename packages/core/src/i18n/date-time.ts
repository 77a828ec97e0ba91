import { formatDateTime, type DateInput } from '../format/format';
import type { Language } from './languages';

// A module of its own, not format.ts's: the money formatters are in every page's first script,
// and a module goes whole into one chunk, so these month names stay with the screens that show
// dates (the order history).

/** The months as Sri Lankan Sinhala and Tamil write them (not Sinhala's traditional names). */
const MONTHS: Record<Exclude<Language, 'en'>, readonly string[]> = {
  si: [
    'ජනවාරි',
    'පෙබරවාරි',
    'මාර්තු',
    'අප්‍රේල්',
    'මැයි',
    'ජූනි',
    'ජූලි',
    'අගෝස්තු',
    'සැප්තැම්බර්',
    'ඔක්තෝබර්',
    'නොවැම්බර්',
    'දෙසැම්බර්',
  ],
  ta: [
    'ஜனவரி',
    'பிப்ரவரி',
    'மார்ச்',
    'ஏப்ரல்',
    'மே',
    'ஜூன்',
    'ஜூலை',
    'ஆகஸ்ட்',
    'செப்டம்பர்',
    'அக்டோபர்',
    'நவம்பர்',
    'டிசம்பர்',
  ],
};

let clock: Intl.DateTimeFormat | undefined;
let clockZone: string | undefined;

/**
 * A date with hour and minute in `language`: en-US's long month as docs/product.md §9 says in
 * English, '2026 නොවැම්බර් 27, 19:35' in Sinhala and '27 நவம்பர் 2026, 19:35' in Tamil (a 24-hour
 * clock, as both write it); 'N/A' and 'Invalid Date' as in English.
 */
export function formatDateTimeIn(language: Language, value: DateInput, timeZone?: string): string {
  const english = formatDateTime(value, timeZone);
  if (language === 'en' || english === 'N/A' || english === 'Invalid Date') return english;
  const date =
    typeof value === 'object' && value !== null && !(value instanceof Date)
      ? new Date(Number(value._seconds) * 1000)
      : new Date(value!);
  // The parts of the date in the zone, as numbers: en-US is in every ICU build.
  if (!clock || clockZone !== timeZone) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockZone = timeZone;
  }
  const parts = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  const month = MONTHS[language][Number(parts.month) - 1];
  const time = `${parts.hour}:${parts.minute}`;
  return language === 'si'
    ? `${parts.year} ${month} ${parts.day}, ${time}`
    : `${parts.day} ${month} ${parts.year}, ${time}`;
}

/**
 * A day without its time, as a refund keeps it ('2026-11-20'), in `language`: 'November 20, 2026',
 * '2026 නොවැම්බර් 20', '20 நவம்பர் 2026'. Anything else is given back as it came.
 */
export function formatDayIn(language: Language, day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return day;
  if (language === 'en')
    return noon.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  // The date of formatDateTimeIn without its time of day.
  return formatDateTimeIn(language, noon, 'UTC').replace(/, \d\d:\d\d$/, '');
}
