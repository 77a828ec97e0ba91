import type { Language } from '@avstore/core';
import english from './locales/en/common.json';
import { loadedCatalogue } from './kept';
import { useLanguage } from './language';
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
