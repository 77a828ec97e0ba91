import { cloneElement, isValidElement, type ReactNode } from 'react';
import { partsOf, type Catalogue, type Translate, type Values } from './translate';

/**
 * Reads `key` in `catalogue` (the page's language, loaded before the page rendered), falling back
 * to English for a key the language lacks, which the translation check forbids in CI.
 */
export function translator<K extends string>(
  catalogue: Catalogue | undefined,
  english: Catalogue,
): Translate<K> {
  const parts = partsOf(catalogue, english);
  const translate = (key: K, values?: Values) => parts(key, values).join('');
  translate.rich = (key: K, values?: Values): ReactNode =>
    parts(key, values).map((part, index) =>
      isValidElement(part) ? cloneElement(part, { key: index }) : (part as ReactNode),
    );
  return translate;
}
