import { categoriesOf } from './categories';
import type { Product } from './product';
import { matchesSearch } from './search';

export interface CatalogueFilter {
  /** A category, a group name (any of its subcategories), or empty for all. */
  category?: string | null;
  query?: string | null;
}

/** Products that match both the category filter and the search (spec §5). */
export function filterProducts<P extends Pick<Product, 'name' | 'category'>>(
  products: readonly P[],
  filter: CatalogueFilter,
): P[] {
  const allowed = filter.category ? new Set(categoriesOf(filter.category)) : undefined;
  const query = filter.query ?? '';
  return products.filter((p) => (!allowed || allowed.has(p.category)) && matchesSearch(p, query));
}
