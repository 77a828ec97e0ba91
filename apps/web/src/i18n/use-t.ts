import type { Language } from '@avstore/core';
import { useLanguage } from './language';
import { loadedCatalogue, type Namespace } from './kept';
import type { Catalogue, Translate } from './translate';
import { translator } from './translator';

/**
 * A namespace's messages as `english` (its catalogue's English, compiled) keys them. The JSON
 * import is typed as the file's text; the build compiled it into functions (vite.config.ts).
 */
export function translatorIn<K extends string>(
  language: Language,
  namespace: Namespace,
  english: Record<K, string>,
): Translate<K> {
  const catalogue = language === 'en' ? undefined : loadedCatalogue(language, namespace);
  return translator<K>(catalogue, english as unknown as Catalogue);
}

/** The hook form: the page's language from its context. */
export function useT<K extends string>(
  namespace: Namespace,
  english: Record<K, string>,
): Translate<K> {
  return translatorIn(useLanguage(), namespace, english);
}
