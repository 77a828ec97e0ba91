import { describe, expect, it } from 'vitest';
// The catalogue check's names every language keeps (LKR, KOKO, …): one list for both.
import { ALLOWED_LATIN } from '../../../../scripts/check-translations.mjs';
import { DEFAULT_BANNERS, DEFAULT_PAGES, DEFAULT_SPECIAL_DEAL } from './default-content';
import { bannersIn, contentPagesIn, specialDealWordsIn } from './in-language';
import { BannerSchema, OwnerContentPagesSchema, SpecialDealSettingsSchema } from './shop-settings';

/**
 * Beyond the catalogues' list: the promo code a shopper types, and Bluetooth, which the
 * specifications keep as written too (apps/web/src/i18n/specs.ts, KEPT_SPEC_WORDS).
 */
const KEPT = new Set([...ALLOWED_LATIN, 'SPECIAL10', 'Bluetooth']);

/** Latin words of two letters or more, as the catalogue check reads them ('W' of '250 W' kept). */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => word.length > 1);
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;
const OTHER_SCRIPT = { si: SCRIPT.ta, ta: SCRIPT.si } as const;
const PAGES = ['about', 'refundPolicy', 'privacyPolicy', 'terms'] as const;

/** Each English text of the defaults beside its translation in `language`. */
function pairs(language: 'si' | 'ta'): [string, string][] {
  const pages = contentPagesIn(DEFAULT_PAGES, language);
  const deal = specialDealWordsIn(DEFAULT_SPECIAL_DEAL, language);
  const banners = bannersIn(DEFAULT_BANNERS, language);
  return [
    ...PAGES.flatMap((page) =>
      DEFAULT_PAGES[page].map((english, i): [string, string] => [english, pages[page][i]!]),
    ),
    ...DEFAULT_BANNERS.flatMap((english, i) =>
      (['title', 'text', 'buttonText'] as const).map((key): [string, string] => [
        english[key],
        banners[i]![key],
      ]),
    ),
    [DEFAULT_SPECIAL_DEAL.title, deal.title],
    ...DEFAULT_SPECIAL_DEAL.points.map((english, i): [string, string] => [
      english,
      deal.points[i]!,
    ]),
    [DEFAULT_SPECIAL_DEAL.note, deal.note],
  ];
}

describe.each(['si', 'ta'] as const)("the shop's default texts in %s (issue #30)", (language) => {
  it('translate every paragraph and point one for one', () => {
    const own = DEFAULT_PAGES.translations?.[language];
    for (const page of PAGES) expect(own?.[page], page).toHaveLength(DEFAULT_PAGES[page].length);
    const deal = DEFAULT_SPECIAL_DEAL.translations?.[language];
    expect(deal?.points).toHaveLength(DEFAULT_SPECIAL_DEAL.points.length);
    expect(deal?.title).not.toBe('');
    expect(deal?.note).not.toBe('');
    for (const banner of DEFAULT_BANNERS) {
      const words = banner.translations?.[language];
      expect(words?.title && words.text && words.buttonText, banner.title).toBeTruthy();
    }
  });

  it('are written in the language, keeping only names, codes and numbers in Latin', () => {
    for (const [english, translated] of pairs(language)) {
      expect(translated, english).not.toBe(english);
      expect(translated, english).toMatch(SCRIPT[language]);
      expect(translated, english).not.toMatch(OTHER_SCRIPT[language]);
      expect(
        latinWords(translated).filter((word) => !KEPT.has(word)),
        translated,
      ).toEqual([]);
      // What the English keeps (KOKO, LKR, the promo code) and its numbers (7 days, 250 W) stay.
      expect(new Set(latinWords(translated)), translated).toEqual(
        new Set(latinWords(english).filter((word) => KEPT.has(word))),
      );
      expect(numbers(translated), translated).toEqual(numbers(english));
    }
  });

  it("are kept by the settings' schemas as they are, within their lengths", () => {
    expect(OwnerContentPagesSchema.parse(DEFAULT_PAGES)).toEqual(DEFAULT_PAGES);
    expect(SpecialDealSettingsSchema.parse(DEFAULT_SPECIAL_DEAL)).toEqual(DEFAULT_SPECIAL_DEAL);
    for (const banner of DEFAULT_BANNERS) expect(BannerSchema.parse(banner)).toEqual(banner);
  });
});
