import type { Language } from '../i18n/languages';
import type {
  Banner,
  ContentPages,
  OwnerContentPages,
  SpecialDealSettings,
  SpecialDealWords,
} from './shop-settings';

/**
 * Home's banners as a page in `language` shows them (issue #30): each word the owner translated,
 * English where the translation is empty. The translations themselves stay in the back office.
 */
export function bannersIn(banners: readonly Banner[], language: Language): Banner[] {
  return banners.map(({ translations, ...banner }) => {
    const own = language === 'en' ? undefined : translations?.[language];
    return {
      ...banner,
      title: own?.title || banner.title,
      text: own?.text || banner.text,
      buttonText: own?.buttonText || banner.buttonText,
    };
  });
}

/** The About text and the policies in `language`: each page the owner translated, else English. */
export function contentPagesIn(pages: OwnerContentPages, language: Language): ContentPages {
  const { translations, ...english } = pages;
  const own = language === 'en' ? undefined : translations?.[language];
  const pick = (key: keyof ContentPages) => (own && own[key].length > 0 ? own[key] : english[key]);
  return {
    about: pick('about'),
    refundPolicy: pick('refundPolicy'),
    privacyPolicy: pick('privacyPolicy'),
    terms: pick('terms'),
  };
}

/** The Special Deals block's words in `language`: each one the owner translated, else English. */
export function specialDealWordsIn(
  deal: SpecialDealSettings,
  language: Language,
): SpecialDealWords {
  const own = language === 'en' ? undefined : deal.translations?.[language];
  return {
    title: own?.title || deal.title,
    points: own && own.points.length > 0 ? own.points : deal.points,
    note: own?.note || deal.note,
  };
}
