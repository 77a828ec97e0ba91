import { CATEGORIES, CATEGORY_GROUPS } from './categories';
import type { ShopSearch } from './shop-search';

/** What names a page of the Shop: its search text and its category; filters and sorts do not. */
export type ShopPageOf = Pick<ShopSearch, 'q' | 'category'>;

/**
 * The Shop's category pages (issue #26): each group of the category bar, then each category, by
 * the address the bar gives it (`/shop?category=Digital+Mixers`).
 */
export const SHOP_CATEGORY_PAGES: readonly string[] = [
  ...new Set<string>([...CATEGORY_GROUPS.map((group) => group.name), ...CATEGORIES]),
];

/**
 * A Shop page's own address: its search text and category alone, so that a page filtered by
 * brand, price or stock, or sorted, names the category or search page it narrows.
 */
export function shopPagePath({ q, category }: ShopPageOf): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  const query = params.toString();
  return query ? `/shop?${query}` : '/shop';
}

/** A Shop page's title before the shop's name: the search, the category, or 'Shop'. */
export function shopPageTitle({ q, category }: ShopPageOf): string {
  const text = q.trim();
  if (!text) return category ?? 'Shop';
  return category ? `Search results for “${text}” in ${category}` : `Search results for “${text}”`;
}
