import { z } from '../zod';
import { text } from '../text';
import { PRODUCT_DETAIL_LIMITS, type ProductDetails } from '../catalogue/product-page';
import type { Language } from './languages';

/** The languages the owner writes beside English (issue #30). */
export const OTHER_LANGUAGES = ['si', 'ta'] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** The longest description, in any language: the English field's limit. */
export const MAX_DESCRIPTION_LENGTH = 5000;

const SpecLabelsSchema = z
  .record(
    text().trim().max(PRODUCT_DETAIL_LIMITS.label),
    text().trim().max(PRODUCT_DETAIL_LIMITS.label),
  )
  .refine((labels) => Object.keys(labels).length <= PRODUCT_DETAIL_LIMITS.specs, {
    message: `A product has at most ${PRODUCT_DETAIL_LIMITS.specs} specifications.`,
  })
  // An empty label is no translation: English is shown.
  .transform((labels) => Object.fromEntries(Object.entries(labels).filter(([, v]) => v !== '')));

/**
 * What the owner writes of a product in Sinhala or Tamil beside its English (issue #30): the
 * description and the labels of its specifications (by the English label). Names, brands and
 * model numbers stay as the maker writes them; an empty or missing text falls back to English.
 */
export const ProductTextInLanguageSchema = z.object({
  description: text().trim().max(MAX_DESCRIPTION_LENGTH).optional(),
  specLabels: SpecLabelsSchema.optional(),
});
export type ProductTextInLanguage = z.infer<typeof ProductTextInLanguageSchema>;

export const ProductTranslationsSchema = z.object({
  si: ProductTextInLanguageSchema.optional(),
  ta: ProductTextInLanguageSchema.optional(),
});
export type ProductTranslations = z.infer<typeof ProductTranslationsSchema>;

/**
 * The product's page in `language`: its description and specification labels as the owner
 * translated them, English where a text is empty. Everything else stays as the maker writes it.
 */
export function productDetailsIn(
  product: ProductDetails,
  translations: ProductTranslations,
  language: Language,
): ProductDetails {
  if (language === 'en') return product;
  const own = translations[language];
  if (!own) return product;
  const labels = own.specLabels ?? {};
  return {
    ...product,
    description: own.description || product.description,
    specs: product.specs.map((row) => ({ ...row, label: labels[row.label] || row.label })),
  };
}

/** What the owner has not translated yet into `language`: the shop shows English for it. */
export function missingTranslations(
  product: { description: string; specs: readonly { label: string }[] },
  translations: ProductTranslations,
  language: OtherLanguage,
): { description: boolean; specLabels: string[] } {
  const own = translations[language] ?? {};
  return {
    description: product.description !== '' && !own.description,
    specLabels: product.specs.map((s) => s.label).filter((label) => !own.specLabels?.[label]),
  };
}
