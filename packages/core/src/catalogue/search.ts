import type { Product } from './product';

/** Case-insensitive substring match on the product name (spec §5). */
export function matchesSearch(product: Pick<Product, 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || product.name.toLowerCase().includes(q);
}
