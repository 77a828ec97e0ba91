import {
  shopPagePath,
  shopPageTitle,
  type ProductSearchResult,
  type ShopSearch,
} from '@avstore/core';
import type { ShopFacts } from '../product-pages/page-head';
import { escapeHtml, jsonLd } from '../rendered-pages/page-template';

/** Makers named in a category page's description, the most stocked first. */
const BRANDS_NAMED = 3;

/** Home's head (issue #26): the shop's name as title, what it sells, its own address. */
export function homeHead(shop: ShopFacts): string {
  const description = `${shop.shopName} sells professional audio-visual equipment in Sri Lanka: speakers, mixers, microphones, amplifiers and studio gear, priced in LKR and delivered across the island.`;
  return [
    ...pageTags(shop, shop.shopName, description, `${shop.publicUrl}/`),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: shop.shopName,
      url: `${shop.publicUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${shop.publicUrl}/shop?q={search_term_string}`,
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
export function shopHead(search: ShopSearch, result: ProductSearchResult, shop: ShopFacts): string {
  const title = `${shopPageTitle(search)} | ${shop.shopName}`;
  const url = `${shop.publicUrl}${shopPagePath(search)}`;
  return pageTags(shop, title, describe(search, result, shop), url).join('');
}

function describe(search: ShopSearch, result: ProductSearchResult, shop: ShopFacts): string {
  const count = `${result.total} ${result.total === 1 ? 'product' : 'products'}`;
  const q = search.q.trim();
  if (q)
    return `${count} matching “${q}”${search.category ? ` in ${search.category}` : ''} at ${shop.shopName}, with prices in LKR and delivery across Sri Lanka.`;
  // The facet lists makers by their count of matches, the most first.
  const brands = result.facets.brands.slice(0, BRANDS_NAMED).map((b) => b.brand);
  const makers = brands.length > 0 ? ` from ${brands.join(', ')} and more` : '';
  const what = search.category ?? 'Professional audio-visual equipment';
  return `${what} at ${shop.shopName}: ${count}${makers}, with prices in LKR and delivery across Sri Lanka.`;
}

function pageTags(shop: ShopFacts, title: string, description: string, url: string): string[] {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', shop.shopName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
  ];
}
