import { ProductPictureSchema } from '../catalogue/product';
import { DEFAULT_VAT_RATE, VatNumberSchema, VatRateSchema } from '../tax/vat-number';
import { text } from '../text';
import { z } from '../zod';

/** The back office's messages for the settings (docs/product.md §15 "Settings"). */
export const SETTINGS_MESSAGES = {
  staleVersion:
    'The settings were changed by someone else. Reload them and make your change again.',
  shopPath: 'Link to a page of the shop, starting with / (for example /shop?category=Mixers).',
  whatsapp: 'Enter the WhatsApp number with its country code, for example +94 77 123 4567.',
  unknownProduct: 'Choose a product that is on sale.',
} as const;

const line = (label: string, max: number) =>
  text()
    .trim()
    .min(1, { message: `Enter the ${label}.` })
    .max(max, { message: `The ${label} must be at most ${max} characters.` });
const optionalLine = (label: string, max: number) =>
  text()
    .trim()
    .max(max, { message: `The ${label} must be at most ${max} characters.` });
/** An uploaded picture as the shop shows it, its text for screen readers checked as any text sent. */
const SettingsPictureSchema = ProductPictureSchema.extend({ alt: text().trim().max(300) });

/** Paragraphs of plain text: shown as they are, never as HTML. */
const paragraphs = (label: string) =>
  z
    .array(optionalLine(`${label}'s paragraph`, 4000))
    .transform((list) => list.filter((p) => p.length > 0))
    .pipe(
      z
        .array(text())
        .min(1, { message: `Write the ${label}.` })
        .max(40, { message: `The ${label} may have at most 40 paragraphs.` }),
    );

/** Paragraphs in Sinhala or Tamil: none at all is allowed, and shows the English. */
const translatedParagraphs = (label: string) =>
  z
    .array(optionalLine(`${label}'s paragraph`, 4000))
    .max(40, { message: `The ${label} may have at most 40 paragraphs.` })
    .transform((list) => list.filter((p) => p.length > 0))
    .default([]);

/** A text's Sinhala and Tamil versions beside its English (issue #30). */
const inOtherLanguages = <T extends z.ZodType>(schema: T) =>
  z.object({ si: schema.optional(), ta: schema.optional() });

/**
 * A path inside the shop (`/shop?category=Mixers`), never another site's address: a banner links
 * only where the shop's own pages are.
 */
export const ShopPathSchema = text()
  .trim()
  .max(300, { message: SETTINGS_MESSAGES.shopPath })
  // No lookahead ('//' and '/\' lead off the site): the API's fuzzer builds strings from it.
  .regex(/^\/(?:[^/\\\s]\S*)?$/, { message: SETTINGS_MESSAGES.shopPath });

/** Digits with the country code, as wa.me links take them; written any way, with + and spaces. */
export const WhatsappNumberSchema = text()
  .trim()
  .transform((n) => (n === '' ? null : n))
  .pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, { message: SETTINGS_MESSAGES.whatsapp })
      .transform((n) => n.replace(/[^0-9]/g, ''))
      .nullable(),
  );

export const ShopDetailsSchema = z.object({
  name: line('shop name', 80),
  /** An uploaded picture, or null: the wordmark drawn from the name. */
  logo: SettingsPictureSchema.nullable(),
  address: line('address', 300),
  phone: line('phone number', 40),
  email: z.email({ message: 'Enter a valid e-mail address.' }).max(200),
  /** When the shop is open, in words: where and when a pickup order is collected. */
  hours: line('opening hours', 200),
  whatsapp: WhatsappNumberSchema.nullable(),
  /**
   * The shop's VAT registration number (decision 025): set, an order's receipt is a tax invoice;
   * null, the shop is not registered and its receipts stay as they are.
   */
  vatNumber: VatNumberSchema.nullable().default(null),
  /** The VAT rate in percent, inside the catalogue's prices. */
  vatRate: VatRateSchema.default(DEFAULT_VAT_RATE),
});
export type ShopDetails = z.infer<typeof ShopDetailsSchema>;

/** Where a bank transfer is paid to; null while the shop has not given it. */
export const BankDetailsSchema = z.object({
  bank: line('bank', 100),
  branch: line('branch', 100),
  accountName: line('account name', 100),
  accountNumber: line('account number', 40),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/** A banner's words in Sinhala or Tamil (issue #30); an empty one shows the English. */
export const BannerWordsSchema = z.object({
  title: optionalLine('banner title', 60),
  text: optionalLine('banner words', 200),
  buttonText: optionalLine('button text', 30),
});
export type BannerWords = z.infer<typeof BannerWordsSchema>;

export const BannerSchema = z.object({
  picture: SettingsPictureSchema.nullable(),
  title: line('banner title', 60),
  text: optionalLine('banner words', 200),
  link: ShopPathSchema,
  buttonText: line('button text', 30),
  translations: inOtherLanguages(BannerWordsSchema).optional(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** The Special Deals block's words; in Sinhala or Tamil, an empty one shows the English. */
export const SpecialDealWordsSchema = z.object({
  /** The heading; empty: the product's name. */
  title: optionalLine('Special Deals heading', 100),
  points: z
    .array(optionalLine('Special Deals point', 120))
    .max(6, { message: 'Special Deals shows at most 6 points.' })
    .transform((list) => list.filter((p) => p.length > 0)),
  /** A line under the points, such as how to get the promo's price. */
  note: optionalLine('Special Deals note', 200),
});
export type SpecialDealWords = z.infer<typeof SpecialDealWordsSchema>;

/** Home's Special Deals block: the product chosen from the catalogue, and its words. */
export const SpecialDealSettingsSchema = SpecialDealWordsSchema.extend({
  /** null: the demo catalogue's deal when it is there, else the first featured product in stock. */
  productId: z.uuid({ message: SETTINGS_MESSAGES.unknownProduct }).nullable(),
  /** The words in Sinhala and Tamil (issue #30). */
  translations: inOtherLanguages(SpecialDealWordsSchema).optional(),
});
export type SpecialDealSettings = z.infer<typeof SpecialDealSettingsSchema>;

/** The About page's text and the three policies: plain paragraphs. */
export const ContentPagesSchema = z.object({
  /** The first paragraph is shown at once, the others after 'Read more'. */
  about: paragraphs('About text'),
  refundPolicy: paragraphs('Refund Policy'),
  privacyPolicy: paragraphs('Privacy Policy'),
  terms: paragraphs('Terms and Conditions'),
});
export type ContentPages = z.infer<typeof ContentPagesSchema>;

/**
 * The About text and the policies in Sinhala or Tamil (issue #30): a page left empty shows the
 * English.
 */
export const ContentPagesInLanguageSchema = z.object({
  about: translatedParagraphs('About text'),
  refundPolicy: translatedParagraphs('Refund Policy'),
  privacyPolicy: translatedParagraphs('Privacy Policy'),
  terms: translatedParagraphs('Terms and Conditions'),
});
export type ContentPagesInLanguage = z.infer<typeof ContentPagesInLanguageSchema>;

/** The pages as the back office keeps them: the English, and its Sinhala and Tamil. */
export const OwnerContentPagesSchema = ContentPagesSchema.extend({
  translations: inOtherLanguages(ContentPagesInLanguageSchema).optional(),
});
export type OwnerContentPages = z.infer<typeof OwnerContentPagesSchema>;

/** Everything the owner sets in the back office (docs/product.md §15 "Settings"). */
export const ShopSettingsSchema = z.object({
  shop: ShopDetailsSchema,
  bank: BankDetailsSchema.nullable(),
  home: z.object({
    banners: z.array(BannerSchema).max(6, { message: 'Home shows at most 6 banners.' }),
    specialDeal: SpecialDealSettingsSchema,
  }),
  pages: OwnerContentPagesSchema,
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** PUT /api/admin/settings: the whole settings, with the version they were read at. */
export const UpdateShopSettingsRequestSchema = ShopSettingsSchema.extend({
  version: z.number().int().positive(),
});
export type UpdateShopSettingsRequest = z.input<typeof UpdateShopSettingsRequestSchema>;

/** GET and PUT /api/admin/settings's answer. */
export const ShopSettingsAnswerSchema = ShopSettingsSchema.extend({
  version: z.number().int().positive(),
  updatedAt: z.string().nullable(),
});
export type ShopSettingsAnswer = z.infer<typeof ShopSettingsAnswerSchema>;
