import { attributesOf, type Attribute, type Product } from '@avstore/core';
import { specText, specWordsIn, type SpecWords } from '../../i18n/catalogue';

/** One line of the comparison: a label, each product's value as shown, and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  differs: boolean;
}

/**
 * The typed specifications of the products compared, aligned: every attribute of their categories
 * in the categories' order, each once, and only those some product states. A value not stated
 * shows as '—', and counts as different from one that is. Labels, options and units in `words`'
 * language (English unless given).
 */
export function compareRows(
  products: readonly Product[],
  words: SpecWords = specWordsIn('en'),
): CompareRow[] {
  const attributes = new Map<string, Attribute>();
  for (const product of products)
    for (const attribute of attributesOf(product.category))
      if (!attributes.has(attribute.key)) attributes.set(attribute.key, attribute);
  const rows: CompareRow[] = [];
  for (const attribute of attributes.values()) {
    const values = products.map(
      (p) => specText(words, attribute, p.attributes?.[attribute.key]) || '—',
    );
    if (values.every((v) => v === '—')) continue;
    rows.push({
      key: attribute.key,
      label: words(attribute.label),
      values,
      differs: new Set(values).size > 1,
    });
  }
  return rows;
}
