import { toRupees } from '../pricing/money';
import { CATEGORY_GROUPS } from './categories';
import type { ProductFacets, ProductSearch } from './product-search';

/** The matches of a search's query and switches, counted by category, brand and price filter. */
export interface FacetCount {
  category: string;
  brand: string;
  /** Whether these products pass the price filter. */
  inPrice: boolean;
  count: number;
  minPriceCents: number;
  maxPriceCents: number;
}

/**
 * Facets as shops show them: each one counts the matches of every other filter, so choosing a
 * brand does not hide the other brands, and the price range ignores the price filter.
 */
export function facetsFrom(
  counts: readonly FacetCount[],
  search: Pick<ProductSearch, 'categories' | 'brands'>,
): { total: number; facets: ProductFacets } {
  const categoryOk = (c: FacetCount) =>
    !search.categories || search.categories.includes(c.category);
  const brandOk = (c: FacetCount) => !search.brands || search.brands.includes(c.brand);
  let total = 0;
  const byCategory = new Map<string, number>();
  const byBrand = new Map<string, number>((search.brands ?? []).map((b) => [b, 0]));
  let min = Infinity;
  let max = -Infinity;
  for (const c of counts) {
    if (c.inPrice && brandOk(c)) add(byCategory, c.category, c.count);
    if (c.inPrice && categoryOk(c)) add(byBrand, c.brand, c.count);
    if (categoryOk(c) && brandOk(c)) {
      if (c.inPrice) total += c.count;
      min = Math.min(min, c.minPriceCents);
      max = Math.max(max, c.maxPriceCents);
    }
  }
  const groups = CATEGORY_GROUPS.map((group) => {
    const names = group.subcategories.length
      ? group.subcategories.map((s) => s.category)
      : [group.name];
    const categories = names.map((category) => ({
      category,
      count: byCategory.get(category) ?? 0,
    }));
    return { name: group.name, count: categories.reduce((n, c) => n + c.count, 0), categories };
  });
  const brands = [...byBrand]
    .filter(([brand]) => brand !== '')
    .map(([brand, count]) => ({ brand, count }))
    .sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand));
  const price = min === Infinity ? null : { min: toRupees(min), max: toRupees(max) };
  return { total, facets: { groups, brands, price } };
}

function add(map: Map<string, number>, key: string, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}
