import {
  pathInLanguage,
  shopPagePath,
  type Language,
  type ProductSearchResult,
  type ShopSearch,
} from '@avstore/core';
import type { ShopFacts } from '../product-pages/page-head';
import { escapeHtml, jsonLd } from '../rendered-pages/page-template';
import { languageLinks, type PageWords } from '../rendered-pages/page-words';

/** Makers named in a category page's description, the most stocked first. */
const BRANDS_NAMED = 3;

/**
 * Home's head (issue #26): the shop's name as title, what it sells, its own address, in its
 * language with the other languages' Homes as alternates (issue #30).
 */
export function homeHead(shop: ShopFacts, language: Language, words: PageWords): string {
  const home = `${shop.publicUrl}${pathInLanguage(language, '/')}`;
  return [
    ...pageTags(shop, shop.shopName, words.homeDescription(shop.shopName), '/', language),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: shop.shopName,
      url: home,
      ...(language !== 'en' && { inLanguage: language }),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${shop.publicUrl}${pathInLanguage(language, '/shop')}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    }),
  ].join('');
}

/**
 * A Shop page's head (issue #26): the Shop, a category page or a search page, each with its own
 * title, description and canonical address (core's shopPagePath: a page filtered or sorted names
 * the page it narrows).
 */
export function shopHead(
  search: ShopSearch,
  result: ProductSearchResult,
  shop: ShopFacts,
  language: Language,
  words: PageWords,
): string {
  const title = `${words.shopTitle(search)} | ${shop.shopName}`;
  // The facet lists makers by their count of matches, the most first.
  const description = words.shopDescription({
    q: search.q.trim(),
    category: search.category,
    count: result.total,
    brands: result.facets.brands.slice(0, BRANDS_NAMED).map((b) => b.brand),
    shopName: shop.shopName,
  });
  return pageTags(shop, title, description, shopPagePath(search), language).join('');
}

/** `path`: the page's English address; the head names its own, in `language`, and the others. */
function pageTags(
  shop: ShopFacts,
  title: string,
  description: string,
  path: string,
  language: Language,
): string[] {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const url = `${shop.publicUrl}${pathInLanguage(language, path)}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    languageLinks(shop.publicUrl, path, language),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', shop.shopName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
  ];
}
