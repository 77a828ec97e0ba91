import { ATTRIBUTE_BY_KEY, formatAttribute, type Attribute } from '../../catalogue/attributes';
import type { OtherLanguage } from '../../i18n/product-translations';
import type { AdminProduct } from '../admin';
import { TRANSLATION_CSV_COLUMNS, translationCellText } from './translations';

/**
 * How a column's cells are read: free text, a number, yes or no. Numbers are never neutralised
 * against formulas (docs/decisions/020-product-csv.md).
 */
export type CellKind = 'text' | 'number' | 'yesno';

/** One of a product's own fields as a column of the products CSV. */
export interface FieldColumn {
  type: 'field';
  /** The header, as written in the file. */
  key: string;
  /** The field in the shop's words, for messages and the list of changes. */
  label: string;
  kind: CellKind;
  /** Exported to be read, never imported (archived, version). */
  readOnly?: true;
}

/** A typed specification as a column, headed `attr:<key>`. */
export interface AttributeColumn {
  type: 'attribute';
  key: string;
  label: string;
  kind: CellKind;
  attribute: Attribute;
}

/** A text the owner writes in Sinhala or Tamil (issue #30), headed `description_si`. */
export interface TranslationColumn {
  type: 'translation';
  key: string;
  label: string;
  kind: 'text';
  language: OtherLanguage;
  /** The text of the language's translations (ProductTextInLanguageSchema) it carries. */
  text: 'description' | 'specLabels';
}

export type ProductCsvColumn = FieldColumn | AttributeColumn | TranslationColumn;

const field = (key: string, label: string, kind: CellKind = 'text', readOnly = false) =>
  ({ type: 'field', key, label, kind, ...(readOnly && { readOnly }) }) as FieldColumn;

/** The product's fields, in the order the export writes them (docs/decisions/020-product-csv.md). */
export const PRODUCT_CSV_FIELDS: readonly FieldColumn[] = [
  field('name', 'Name'),
  field('sku', 'SKU'),
  field('brand', 'Brand'),
  field('category', 'Category'),
  field('price', 'Price', 'number'),
  field('discountPrice', 'Discount price', 'number'),
  field('stock', 'Stock', 'number'),
  field('description', 'Description'),
  field('featured', 'Featured', 'yesno'),
  field('warrantyMonths', 'Warranty months', 'number'),
  field('warrantyBy', 'Warranty by'),
  field('promoCode', 'Promo code'),
  field('promoDiscount', 'Promo discount', 'number'),
  field('kokoInstallment', 'KOKO instalments', 'yesno'),
  field('kokoInstallmentCount', 'KOKO instalment count', 'number'),
  field('lowStockThreshold', 'Low stock at', 'number'),
  field('archived', 'Archived', 'yesno', true),
  field('draft', 'Draft', 'yesno', true),
  field('version', 'Version', 'number', true),
];

/**
 * Columns the shop no longer has, still read from files exported before and left alone: the KOKO
 * instalment is computed from the price since issue #27 (migration 0025).
 */
export const RETIRED_CSV_FIELDS: readonly FieldColumn[] = [
  field('kokoInstallmentPrice', 'KOKO instalment price', 'number', true),
];

/** The header of a typed specification's column: `attr:powerRms`. */
export const ATTRIBUTE_COLUMN_PREFIX = 'attr:';
/** How the options of a choice are joined in one cell. */
export const CHOICE_SEPARATOR = '; ';

/** The column of a typed specification; undefined for a key the shop does not know. */
export function attributeColumn(key: string): AttributeColumn | undefined {
  const attribute = ATTRIBUTE_BY_KEY.get(key);
  if (!attribute) return undefined;
  return {
    type: 'attribute',
    key: `${ATTRIBUTE_COLUMN_PREFIX}${key}`,
    label: attribute.label,
    kind: attribute.kind === 'number' ? 'number' : 'text',
    attribute,
  };
}

/**
 * The export's columns: every field, then one per typed specification in use, in `keys` order,
 * then the Sinhala and Tamil texts, last so that the columns before them stay where they were.
 */
export function exportColumns(keys: Iterable<string>): ProductCsvColumn[] {
  const attributes = [...keys].flatMap((key) => attributeColumn(key) ?? []);
  return [...PRODUCT_CSV_FIELDS, ...attributes, ...TRANSLATION_CSV_COLUMNS];
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const num = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A product's value for a column as the CSV holds it, before any neutralising. */
export function cellText(product: AdminProduct, column: ProductCsvColumn): string {
  if (column.type === 'attribute') {
    const value = product.attributes[column.attribute.key];
    if (value === undefined) return '';
    return Array.isArray(value) ? value.join(CHOICE_SEPARATOR) : String(value);
  }
  if (column.type === 'translation') return translationCellText(product, column);
  switch (column.key) {
    case 'warrantyMonths':
      return num(product.warranty?.months);
    case 'warrantyBy':
      return product.warranty?.by ?? '';
    case 'featured':
    case 'kokoInstallment':
    case 'archived':
    case 'draft':
      return yesNo(product[column.key]);
    default: {
      const value = product[column.key as keyof AdminProduct];
      return typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    }
  }
}

/** A value as the list of changes shows it: a typed specification with its unit, '—' for none. */
export function shownText(product: AdminProduct, column: ProductCsvColumn): string {
  const text =
    column.type === 'attribute'
      ? formatAttribute(column.attribute, product.attributes[column.attribute.key])
      : cellText(product, column);
  return text === '' ? '—' : text;
}
