import type { Language } from '@avstore/core';
import english from './locales/en/home.json';
import { translatorIn, useT } from './use-t';

/** The `home` namespace's messages in the page's language. */
export const useHomeT = () => useT('home', english);

/** The same outside React. */
export const homeT = (language: Language) => translatorIn(language, 'home', english);
