import { LANGUAGES, pathInLanguage, type Language } from '@avstore/core';
import { escapeHtml } from './page-template';

/**
 * What a rendered page's head says in its language, from the web app's catalogues (its server
 * entry's `pageWords`, apps/web/src/app/page-words.ts): the server writes the head, the web app
 * owns the words.
 */
export interface PageWords {
  homeDescription(shopName: string): string;
  /** A Shop page's title before the shop's name: the search, the category, or 'Shop'. */
  shopTitle(search: { q: string; category: string | null }): string;
  shopDescription(facts: {
    q: string;
    category: string | null;
    count: number;
    brands: string[];
    shopName: string;
  }): string;
  /** '{name} for LKR {price} in Sri Lanka.', the price a grouped number with two decimals. */
  productLead(name: string, price: string): string;
  /** A breadcrumb's name: 'Shop', a group of the category bar or a category. */
  crumb(name: string): string;
  /** The not-found page's title. */
  notFound: string;
}

/** The web app's server entry, which gives them. */
export type PageWordsOf = (language: Language) => Promise<PageWords>;

/**
 * A page's own address in its language, and the same page in the others (issue #30): the
 * canonical link and the `hreflang` alternates, English as `x-default`. `path` is the page's
 * English address.
 */
export function languageLinks(publicUrl: string, path: string, language: Language): string {
  const href = (other: Language) => escapeHtml(`${publicUrl}${pathInLanguage(other, path)}`);
  return [
    `<link rel="canonical" href="${href(language)}">`,
    ...LANGUAGES.map((other) => `<link rel="alternate" hreflang="${other}" href="${href(other)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ].join('');
}
