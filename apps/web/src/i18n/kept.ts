import type { Language } from '@avstore/core';
import type { Catalogue } from './translate';

/**
 * The catalogues' namespaces, one per part of the shop that loads on its own: `common` and
 * `categories` with every page, the others with their screens. English needs none loaded: each
 * namespace's English is compiled into the code that shows it (i18n/<namespace>.ts), and a
 * category's English name, or a typed specification's word, is the name or word itself
 * (common.ts's categoryName, specs.ts).
 */
export type Namespace =
  | 'common'
  | 'categories'
  | 'home'
  | 'catalogue'
  | 'specs'
  | 'cart'
  | 'checkout'
  | 'payments'
  | 'orders'
  | 'account'
  | 'quotations'
  | 'pages';

/** What every page shows: the header's and footer's words, and the categories' names. */
export const EVERY_PAGE: readonly Namespace[] = ['common', 'categories'];

const kept = new Map<string, Catalogue>();

/** A namespace's messages in `language`, once loaded (catalogues.ts). */
export const loadedCatalogue = (language: Language, namespace: Namespace) =>
  kept.get(`${language}/${namespace}`);

export const keepCatalogue = (language: Language, namespace: Namespace, catalogue: Catalogue) =>
  kept.set(`${language}/${namespace}`, catalogue);
