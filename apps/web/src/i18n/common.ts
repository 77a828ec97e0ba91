import type { Language } from '@avstore/core';
import english from './locales/en/common.json';
import { loadedCatalogue, type Namespace } from './kept';
import { useLanguage } from './language';
import type { Translate } from './translate';
import { translatorIn, useT } from './use-t';

export type CommonKey = keyof typeof english;

/** The `common` namespace's messages (every page: header, footer) in the page's language. */
export const useCommonT = () => useT('common', english);

/** The same outside React. */
export const commonT = (language: Language) => translatorIn(language, 'common', english);

/**
 * A category's, a group's or a category bar label's name in `language`: in English the name
 * itself; a name the shop does not know (none should reach a page) as it is.
 */
export function categoryName(language: Language, name: string): string {
  const message = language === 'en' ? undefined : loadedCatalogue(language, 'categories')?.[name];
  return typeof message === 'string' ? message : name;
}

/** The hook form: names in the page's language. */
export function useCategoryName(): (name: string) => string {
  const language = useLanguage();
  return (name) => categoryName(language, name);
}

/**
 * A screen's namespace (checkout, orders, account…) in the page's language, and the page's
 * language, for the screens loaded on their own. They take them from here, every page's first
 * script, not from use-t.ts and language.ts: a screen's chunk importing those made the bundler
 * give them chunks of their own and lengthen every screen's list of files to preload, 0.8 KB
 * gzipped of an English page's first script for this screens.
 */
export function useScreenT<K extends string>(
  namespace: Namespace,
  english: Record<K, string>,
): Translate<K> {
  return useT(namespace, english);
}

/** The page's language, for the screens loaded on their own (see useScreenT). */
export const useScreenLanguage = (): Language => useLanguage();
