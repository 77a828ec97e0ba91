import type { Language } from '@avstore/core';
import english from './locales/en/catalogue.json';
import { translatorIn, useT } from './use-t';

export type CatalogueKey = keyof typeof english;

/** The `catalogue` namespace's messages in the page's language. */
export const useCatalogueT = () => useT('catalogue', english);

/** The same outside React. */
export const catalogueT = (language: Language) => translatorIn(language, 'catalogue', english);

// The typed specifications' words come with the catalogue's code, the Shop's and Compare's: in a
// chunk of their own, its name would join every page's first script (the list of files to preload).
export { figure, specText, specWordsIn, useSpecWords, type SpecWords } from './specs';
