import { formatLKR, formatRs } from '../format/format';
import type { Language } from './languages';

// Money, numbers and dates in the page's language (docs/decisions/027-languages.md). Not Intl's
// si-LK and ta-LK: Chromium's ICU data has no Sinhala (si-LK formats as en-US there, while Node's
// gives 'රු.' and Sinhala month names), and ta-LK groups digits in lakhs (12,34,567), which Sri
// Lanka does not; a page rendered by Node and hydrated by Chromium must read the same. The digits
// are core's own (format.ts), grouped in thousands in every language.

/** The rupee as each language writes it before an amount. */
export const CURRENCY_SIGNS: Record<Language, string> = { en: 'LKR', si: 'රු.', ta: 'ரூ.' };

/** LKR with two decimals in `language`: 'LKR 1,234.50', 'රු. 1,234.50', 'ரூ. 1,234.50'. */
export function formatLKRIn(language: Language, rupees: number): string {
  const text = formatLKR(rupees);
  return language === 'en' ? text : text.replace('LKR', CURRENCY_SIGNS[language]);
}

/** LKR from whole cents, in `language`. */
export const formatCentsIn = (language: Language, cents: number): string =>
  formatLKRIn(language, cents / 100);

/** 'Rs. ' and a grouped number (docs/product.md §9), the sign in `language`'s own letters. */
export function formatRsIn(language: Language, value: unknown): string {
  const text = formatRs(value);
  return language === 'en' ? text : text.replace('Rs.', CURRENCY_SIGNS[language]);
}
