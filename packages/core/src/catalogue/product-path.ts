import { CATEGORY_GROUPS, type Category } from './categories';

// Kept free of zod: the Shop's cards and the app's router name product pages, and schemas would
// weigh on their first script.

/** Every product has a page of its own at this address (docs/product.md, product pages). */
export const PRODUCT_PATH_PREFIX = '/product/';
export const productPath = (slug: string): string => `${PRODUCT_PATH_PREFIX}${slug}`;

/**
 * Longest slug made from a brand and name; room is left for a "-2" that tells two products
 * apart. The database makes slugs (migration 0013, `product_slug`): lower case letters and digits
 * joined by single dashes, accents taken off, "&" said "and", the brand first unless the name
 * starts with it, cut at a word; a renamed product keeps its old slugs, which redirect.
 */
export const MAX_SLUG_LENGTH = 80;

/** One step of a product page's breadcrumbs: Shop › group › category. */
export interface Breadcrumb {
  name: string;
  /** The Shop's address showing it. */
  path: string;
}

const shopOf = (category?: string) =>
  category ? `/shop?${new URLSearchParams({ category }).toString()}` : '/shop';

/**
 * Where a category sits in the Shop's category bar (core's table): Shop, its group, then the
 * category under the label the bar gives it. A group that is itself a category has one step.
 */
export function breadcrumbsOf(category: Category): Breadcrumb[] {
  const trail: Breadcrumb[] = [{ name: 'Shop', path: shopOf() }];
  const group = CATEGORY_GROUPS.find(
    (g) => g.name === category || g.subcategories.some((s) => s.category === category),
  );
  if (group) trail.push({ name: group.name, path: shopOf(group.name) });
  const sub = group?.subcategories.find((s) => s.category === category);
  if (sub) trail.push({ name: sub.label, path: shopOf(category) });
  else if (!group) trail.push({ name: category, path: shopOf(category) });
  return trail;
}
