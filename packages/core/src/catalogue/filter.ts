import { categoriesOf } from './categories';
import type { Product } from './product';
import { matchesSearch } from './search';

export interface CatalogueFilter {
  /** A category, a group name (any of its subcategories), or empty for all. */
  category?: string | null;
  query?: string | null;
}

type Filterable = Pick<Product, 'name' | 'category'>;

/** Whether a product matches both the category filter and the search (spec §5). */
export function productFilter(filter: CatalogueFilter): (product: Filterable) => boolean {
  const allowed = filter.category ? new Set(categoriesOf(filter.category)) : undefined;
  const query = filter.query ?? '';
  return (p) => (!allowed || allowed.has(p.category)) && matchesSearch(p, query);
}

/** Products that match both the category filter and the search (spec §5). */
export function filterProducts<P extends Filterable>(
  products: readonly P[],
  filter: CatalogueFilter,
): P[] {
  return products.filter(productFilter(filter));
}
