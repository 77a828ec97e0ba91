import { categoriesOf } from './categories';
import type { Product } from './product';
import { matchesSearch, searchableName, searchQuery } from './search';

export interface CatalogueFilter {
  /** A category, a group name (any of its subcategories), or empty for all. */
  category?: string | null;
  query?: string | null;
}

type Filterable = Pick<Product, 'name' | 'category'>;

/** Whether a product matches both the category filter and the search (docs/product.md §5). */
export function productFilter(filter: CatalogueFilter): (product: Filterable) => boolean {
  const allowed = filter.category ? new Set(categoriesOf(filter.category)) : undefined;
  const query = filter.query ?? '';
  return (p) => (!allowed || allowed.has(p.category)) && matchesSearch(p, query);
}

/** Products that match both the category filter and the search (docs/product.md §5). */
export function filterProducts<P extends Filterable>(
  products: readonly P[],
  filter: CatalogueFilter,
): P[] {
  return products.filter(productFilter(filter));
}

/**
 * `filterProducts` over one list, for a search box that asks again on every keystroke: the names
 * are lower-cased once, and a query that extends the one before (same category) looks only among
 * that one's matches, so typing on costs what the matches cost, not what the catalogue does.
 */
export function createProductSearch<P extends Filterable>(
  products: readonly P[],
): (filter: CatalogueFilter) => P[] {
  const everything = products.map((product) => ({ product, name: searchableName(product.name) }));
  let last: { category: string | null; query: string; matches: typeof everything } | undefined;
  return (filter) => {
    const category = filter.category || null;
    const query = searchQuery(filter.query ?? '');
    const allowed = category ? new Set(categoriesOf(category)) : undefined;
    const from =
      last && last.category === category && query.includes(last.query) ? last.matches : everything;
    const matches = from.filter(
      ({ product, name }) => (!allowed || allowed.has(product.category)) && name.includes(query),
    );
    last = { category, query, matches };
    return matches.map((m) => m.product);
  };
}
