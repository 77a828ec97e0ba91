import {
  OTHER_LANGUAGES,
  UpdateShopSettingsRequestSchema,
  type Banner,
  type OtherLanguage,
  type OwnerContentPages,
  type ProductPicture,
  type ShopSettingsAnswer,
  type UpdateShopSettingsRequest,
} from '@avstore/core';

/** The settings as the back office's forms edit them: every text a string, as typed. */
export interface SettingsDraft {
  version: number;
  shop: {
    name: string;
    logo: ProductPicture | null;
    address: string;
    phone: string;
    email: string;
    hours: string;
    whatsapp: string;
    /** Empty: the shop is not registered for VAT (decision 025). */
    vatNumber: string;
    vatRate: string;
  };
  bank: { bank: string; branch: string; accountName: string; accountNumber: string };
  banners: Banner[];
  deal: { productId: string | null } & DealWordsDraft;
  /** The Special Deals words in Sinhala and Tamil (issue #30); empty shows the English. */
  dealIn: Record<OtherLanguage, DealWordsDraft>;
  /** Paragraphs apart by a blank line. */
  pages: PagesDraft;
  /** The pages in Sinhala and Tamil (issue #30); a page left empty shows the English. */
  pagesIn: Record<OtherLanguage, PagesDraft>;
}

/** The Special Deals block's words as typed: its points one a line. */
export type DealWordsDraft = { title: string; points: string; note: string };

export type PagesDraft = {
  about: string;
  refundPolicy: string;
  privacyPolicy: string;
  terms: string;
};

/** A field's message, by its place in the settings ('shop.name', 'home.banners.0.link'). */
export type SettingsErrors = Record<string, string>;

const PARAGRAPH_BREAK = /\n\s*\n/;
const paragraphs = (list: string[]) => list.join('\n\n');
const NO_BANK = { bank: '', branch: '', accountName: '', accountNumber: '' };

export function draftOf(settings: ShopSettingsAnswer): SettingsDraft {
  const { shop, bank, home, pages } = settings;
  return {
    version: settings.version,
    shop: {
      ...shop,
      whatsapp: shop.whatsapp ? `+${shop.whatsapp}` : '',
      vatNumber: shop.vatNumber ?? '',
      vatRate: String(shop.vatRate),
    },
    bank: bank ?? NO_BANK,
    banners: home.banners,
    deal: { productId: home.specialDeal.productId, ...dealWordsDraft(home.specialDeal) },
    dealIn: {
      si: dealWordsDraft(home.specialDeal.translations?.si),
      ta: dealWordsDraft(home.specialDeal.translations?.ta),
    },
    pages: pagesDraft(pages),
    pagesIn: {
      si: pagesDraft(pages.translations?.si),
      ta: pagesDraft(pages.translations?.ta),
    },
  };
}

function dealWordsDraft(
  words: { title: string; points: string[]; note: string } | undefined,
): DealWordsDraft {
  return {
    title: words?.title ?? '',
    points: words?.points.join('\n') ?? '',
    note: words?.note ?? '',
  };
}

type PagesText = Pick<OwnerContentPages, keyof PagesDraft>;

function pagesDraft(pages: PagesText | undefined): PagesDraft {
  return {
    about: paragraphs(pages?.about ?? []),
    refundPolicy: paragraphs(pages?.refundPolicy ?? []),
    privacyPolicy: paragraphs(pages?.privacyPolicy ?? []),
    terms: paragraphs(pages?.terms ?? []),
  };
}

function pagesText(draft: PagesDraft): PagesText {
  return {
    about: draft.about.split(PARAGRAPH_BREAK),
    refundPolicy: draft.refundPolicy.split(PARAGRAPH_BREAK),
    privacyPolicy: draft.privacyPolicy.split(PARAGRAPH_BREAK),
    terms: draft.terms.split(PARAGRAPH_BREAK),
  };
}

/**
 * The request a draft makes, checked by core's schema as the server checks it; or each field's
 * message. Bank details left wholly empty are none.
 */
export function settingsRequest(
  draft: SettingsDraft,
): { body: UpdateShopSettingsRequest } | { errors: SettingsErrors } {
  const bankGiven = Object.values(draft.bank).some((value) => value.trim() !== '');
  const body: UpdateShopSettingsRequest = {
    version: draft.version,
    shop: {
      ...draft.shop,
      vatNumber: draft.shop.vatNumber.trim() || null,
      // Empty is no rate at all (core's message), never 0%.
      vatRate: draft.shop.vatRate.trim() === '' ? Number.NaN : Number(draft.shop.vatRate),
    },
    bank: bankGiven ? draft.bank : null,
    home: {
      banners: draft.banners,
      specialDeal: {
        ...draft.deal,
        points: draft.deal.points.split('\n'),
        translations: Object.fromEntries(
          OTHER_LANGUAGES.map((language) => {
            const words = draft.dealIn[language];
            return [language, { ...words, points: words.points.split('\n') }];
          }),
        ),
      },
    },
    pages: {
      ...pagesText(draft.pages),
      translations: Object.fromEntries(
        OTHER_LANGUAGES.map((language) => [language, pagesText(draft.pagesIn[language])]),
      ),
    },
  };
  const checked = UpdateShopSettingsRequestSchema.safeParse(body);
  if (checked.success) return { body };
  const errors: SettingsErrors = {};
  for (const issue of checked.error.issues) {
    const key = fieldOf(issue.path);
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** A paragraph's or a point's message belongs to its whole box. */
function fieldOf(path: PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'pages') return parts.slice(0, parts[1] === 'translations' ? 4 : 2).join('.');
  if (parts[0] === 'home' && parts[1] === 'specialDeal')
    return parts.slice(0, parts[2] === 'translations' ? 5 : 3).join('.');
  return parts.join('.');
}
