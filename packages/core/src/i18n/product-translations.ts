import type { Language } from './languages';

/**
 * What the owner writes of a product in Sinhala or Tamil beside its English (issue #30): the
 * description and the labels of its specifications (by the English label). Names, brands and
 * model numbers stay as the maker writes them; an empty or missing text falls back to English.
 */
export interface ProductTextInLanguage {
  description?: string;
  specLabels?: Record<string, string>;
}

export type ProductTranslations = Partial<Record<Exclude<Language, 'en'>, ProductTextInLanguage>>;
