import { productPath, type ProductSearchResult, type SearchSuggestions } from '@avstore/core';
import type { TestApp } from './test-app';

const json = async <T>(t: TestApp, path: string) => (await fetch(`${t.url}${path}`)).json() as T;

/**
 * Where the shop shows a product, each place asked through its public address: the spec's list,
 * the Shop's search and the header's suggestions (by `query`), the sitemap, and the product by id
 * and by slug (the data its page is rendered from).
 */
export async function shopShows(t: TestApp, product: { id: string; slug: string }, query: string) {
  const q = encodeURIComponent(query);
  const [list, search, suggest, sitemap, byId, bySlug] = await Promise.all([
    json<{ id: string }[]>(t, '/api/products/'),
    json<ProductSearchResult>(t, `/api/products/search?q=${q}`),
    json<SearchSuggestions>(t, `/api/products/suggest?q=${q}`),
    fetch(`${t.url}/sitemap.xml`).then((r) => r.text()),
    fetch(`${t.url}/api/products/${product.id}`),
    fetch(`${t.url}/api/products/by-slug/${product.slug}`),
  ]);
  return {
    list: list.some((p) => p.id === product.id),
    search: search.items.some((p) => p.id === product.id),
    suggest: suggest.products.some((p) => p.id === product.id),
    sitemap: sitemap.includes(`${productPath(product.slug)}<`),
    byId: byId.status,
    bySlug: bySlug.status,
  };
}

export const SHOWN = {
  list: true,
  search: true,
  suggest: true,
  sitemap: true,
  byId: 200,
  bySlug: 200,
} as const;
export const HIDDEN = {
  list: false,
  search: false,
  suggest: false,
  sitemap: false,
  byId: 404,
  bySlug: 404,
} as const;
