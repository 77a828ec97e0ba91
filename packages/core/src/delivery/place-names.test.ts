import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISTRICTS, PROVINCES, SRI_LANKA } from './districts';
import {
  countryIn,
  DISTRICT_NAMES,
  districtIn,
  PROVINCE_NAMES,
  provinceIn,
  SRI_LANKA_NAMES,
} from './place-names';

/** The checkout's own catalogue in `language`: the web app names the places from it. */
const checkoutWords = (language: 'si' | 'ta'): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../apps/web/src/i18n/locales/${language}/checkout.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

describe('the places of Sri Lanka in Sinhala and Tamil', () => {
  it('names a district, a province and the country in each language, English as it is', () => {
    expect(districtIn('si', 'Kandy')).toBe('මහනුවර');
    expect(districtIn('ta', 'Kandy')).toBe('கண்டி');
    expect(districtIn('en', 'Kandy')).toBe('Kandy');
    expect(provinceIn('si', 'Central')).toBe('මධ්‍යම');
    expect(provinceIn('ta', 'North Western')).toBe('வடமேல்');
    expect(countryIn('ta', 'Sri Lanka')).toBe('இலங்கை');
    expect(countryIn('si', 'Maldives')).toBe('Maldives');
    // A name that is none of the 25 (an older order's, typed by hand) is left as written.
    expect(districtIn('si', 'Kandy District')).toBe('Kandy District');
    expect(districtIn('si', 'toString')).toBe('toString');
  });

  it('has every province and district, and no other', () => {
    expect(Object.keys(PROVINCE_NAMES).sort()).toEqual(PROVINCES.map((p) => p.name).sort());
    expect(Object.keys(DISTRICT_NAMES).sort()).toEqual([...DISTRICTS].sort());
  });

  // The checkout shows these names from its catalogues and the order's mails from this list: the
  // two must not drift apart.
  it.each(['si', 'ta'] as const)('says each as the checkout does in %s', (language) => {
    const words = checkoutWords(language);
    const named = (prefix: string) =>
      Object.fromEntries(
        Object.entries(words)
          .filter(([key]) => key.startsWith(prefix))
          .map(([key, name]) => [key.slice(prefix.length), name]),
      );
    const ours = (names: Record<string, { si: string; ta: string }>) =>
      Object.fromEntries(Object.entries(names).map(([english, name]) => [english, name[language]]));
    expect(named('district.')).toEqual(ours(DISTRICT_NAMES));
    expect(named('province.')).toEqual(ours(PROVINCE_NAMES));
    expect(words[`country.${SRI_LANKA}`]).toBe(SRI_LANKA_NAMES[language]);
    expect(words['country.sriLanka']).toBe(SRI_LANKA_NAMES[language]);
  });
});
