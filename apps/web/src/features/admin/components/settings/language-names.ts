import type { OtherLanguage } from '@avstore/core';

/** The languages as the back office names them: its own words stay English (issue #30). */
export const LANGUAGE_NAMES: Record<OtherLanguage, string> = { si: 'Sinhala', ta: 'Tamil' };

/** The line that tells the owner what a language still lacks, or that it is complete. */
export function missingNote(language: OtherLanguage, missing: string[]): string {
  const name = LANGUAGE_NAMES[language];
  return missing.length > 0
    ? `${name} missing: English is shown for ${missing.join(', ')}.`
    : `${name} complete.`;
}
