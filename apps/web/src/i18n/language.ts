import { createContext, use } from 'react';
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from '@avstore/core';

/**
 * The page's language: its address's (/si/…, /ta/…), the same for the page's whole life, since
 * the switch loads the other language's page. The server renders each language in its own tree.
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = (): Language => use(LanguageContext);

/** The language of the page the browser shows, for code outside React (a toast). */
export const pageLanguage = (): Language => languageOfPath(window.location.pathname);
