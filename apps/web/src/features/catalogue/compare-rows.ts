import { attributesOf, formatAttribute, type Attribute, type Product } from '@avstore/core';

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
 * shows as '—', and counts as different from one that is.
 */
export function compareRows(products: readonly Product[]): CompareRow[] {
  const attributes = new Map<string, Attribute>();
  for (const product of products)
    for (const attribute of attributesOf(product.category))
      if (!attributes.has(attribute.key)) attributes.set(attribute.key, attribute);
  const rows: CompareRow[] = [];
  for (const attribute of attributes.values()) {
    const values = products.map(
      (p) => formatAttribute(attribute, p.attributes?.[attribute.key]) || '—',
    );
    if (values.every((v) => v === '—')) continue;
    rows.push({
      key: attribute.key,
      label: attribute.label,
      values,
      differs: new Set(values).size > 1,
    });
  }
  return rows;
}
