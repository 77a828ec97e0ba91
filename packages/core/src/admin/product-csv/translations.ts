import {
  OTHER_LANGUAGES,
  type OtherLanguage,
  type ProductTextInLanguage,
  type ProductTranslations,
} from '../../i18n/product-translations';
import type { AdminProduct } from '../admin';
import type { TranslationColumn } from './columns';
import { CSV_MESSAGES } from './limits';

/** The owner's texts a column may carry (core's ProductTextInLanguageSchema). */
export type TranslatedText = TranslationColumn['text'];

/** What a file says of a product's texts, by language and text; only its columns are there. */
export type RowTranslations = Partial<
  Record<OtherLanguage, Partial<Record<TranslatedText, string>>>
>;

const LANGUAGE_LABELS: Record<OtherLanguage, string> = { si: 'Sinhala', ta: 'Tamil' };
const TEXTS: readonly { text: TranslatedText; label: string }[] = [
  { text: 'description', label: 'Description' },
  { text: 'specLabels', label: 'Specification labels' },
];

/**
 * The Sinhala and Tamil texts (issue #30) as columns, after every column a file had before, so
 * that a file exported then reads as it did: `description_si`, `description_ta`, `specLabels_si`,
 * `specLabels_ta`.
 */
export const TRANSLATION_CSV_COLUMNS: readonly TranslationColumn[] = TEXTS.flatMap(
  ({ text, label }) =>
    OTHER_LANGUAGES.map((language) => ({
      type: 'translation' as const,
      key: `${text}_${language}`,
      label: `${label} (${LANGUAGE_LABELS[language]})`,
      kind: 'text' as const,
      language,
      text,
    })),
);

/** Between a specification's English label and its translation, one label a line. */
const LABEL_SEPARATOR = '=';

/** Each label once, in the product's order. */
const labelsOf = (product: { specs?: AdminProduct['specs'] }) => [
  ...new Set((product.specs ?? []).map((s) => s.label)),
];

/**
 * A text as its column holds it. The labels are every specification's English label with its
 * translation, empty where there is none, one a line ('Weight = බර'), so that the owner sees
 * what there is to translate.
 */
export function translationCellText(
  product: Partial<Pick<AdminProduct, 'specs' | 'translations'>>,
  column: TranslationColumn,
): string {
  const own = product.translations?.[column.language];
  if (column.text === 'description') return own?.description ?? '';
  return labelsOf(product)
    .map((label) => {
      const translated = own?.specLabels?.[label] ?? '';
      return translated
        ? `${label} ${LABEL_SEPARATOR} ${translated}`
        : `${label} ${LABEL_SEPARATOR}`;
    })
    .join('\n');
}

/**
 * A labels cell read against the product's specifications: a label is found whatever its case,
 * and may itself hold '='. The errors are in the shop's words; an empty translation is none.
 */
export function readSpecLabels(
  cell: string,
  specLabels: readonly string[],
): { labels: Record<string, string>; errors: string[] } {
  const labels: Record<string, string> = {};
  const errors: string[] = [];
  // The longest first, so that 'Weight (kg)' is not read as 'Weight'.
  const known = [...specLabels].sort((a, b) => b.length - a.length);
  for (const line of cell.split('\n').map((l) => l.trim())) {
    if (line === '') continue;
    const label = known.find((l) => {
      const rest = line.slice(l.length).trimStart();
      return (
        line.slice(0, l.length).toLowerCase() === l.toLowerCase() &&
        rest.startsWith(LABEL_SEPARATOR)
      );
    });
    const at = label ? line.indexOf(LABEL_SEPARATOR, label.length) : line.indexOf(LABEL_SEPARATOR);
    const translation = line.slice(at + 1).trim();
    // No '=', or a second one: likely two labels on one line ('Type = වර්ගය; Weight = බර').
    if (at < 0 || translation.includes(LABEL_SEPARATOR)) {
      errors.push(CSV_MESSAGES.specLabelLine(line));
    } else if (!label) {
      errors.push(CSV_MESSAGES.noSuchSpec(line.slice(0, at).trim()));
    } else if (translation === '') {
      continue;
    } else if (labels[label] !== undefined && labels[label] !== translation) {
      errors.push(CSV_MESSAGES.specLabelTwice(label));
    } else labels[label] = translation;
  }
  return { labels, errors };
}

/**
 * The product's translations after a row: each text the file has a column for is set, an empty
 * cell taking the text away (English is shown); the others stay as they are. Undefined when the
 * file has none of the columns. `fail` is told each error with its column.
 */
export function translationsAfter(
  given: RowTranslations,
  current: Pick<AdminProduct, 'specs' | 'translations'> | undefined,
  fail: (column: TranslationColumn, message: string) => void,
): ProductTranslations | undefined {
  if (Object.keys(given).length === 0) return undefined;
  const after: ProductTranslations = { ...current?.translations };
  for (const language of OTHER_LANGUAGES) {
    const texts = given[language];
    if (!texts) continue;
    const own: ProductTextInLanguage = { ...after[language] };
    if (texts.description !== undefined) {
      if (texts.description.trim() === '') delete own.description;
      else own.description = texts.description;
    }
    if (texts.specLabels !== undefined) {
      const column = TRANSLATION_CSV_COLUMNS.find(
        (c) => c.language === language && c.text === 'specLabels',
      )!;
      const { labels, errors } = readSpecLabels(texts.specLabels, labelsOf(current ?? {}));
      for (const message of errors) fail(column, message);
      if (Object.keys(labels).length === 0) delete own.specLabels;
      else own.specLabels = labels;
    }
    if (Object.keys(own).length === 0) delete after[language];
    else after[language] = own;
  }
  return after;
}
