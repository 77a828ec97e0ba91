import type { Product } from './product';

/** A search query as names are compared with it (docs/product.md §5: case-insensitive, spaces around ignored). */
export function searchQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** A product name as queries are compared with it. */
export function searchableName(name: string): string {
  return name.toLowerCase();
}

/** Case-insensitive substring match on the product name (docs/product.md §5). */
export function matchesSearch(product: Pick<Product, 'name'>, query: string): boolean {
  const q = searchQuery(query);
  return q === '' || searchableName(product.name).includes(q);
}
