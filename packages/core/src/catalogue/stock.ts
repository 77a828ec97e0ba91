/** Products with this many units or fewer show as low stock (docs/product.md §9). */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState =
  | { kind: 'out'; label: 'Out of Stock' }
  | { kind: 'low'; label: string }
  | { kind: 'in'; label: 'In Stock' };

/** The stock label on a product card (docs/product.md §4). */
export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out', label: 'Out of Stock' };
  // Singular for one (DESIGN.md, deliberate departures): 'Low Stock (1 item left)'.
  if (stock <= LOW_STOCK_THRESHOLD)
    return { kind: 'low', label: `Low Stock (${stock} ${stock === 1 ? 'item' : 'items'} left)` };
  return { kind: 'in', label: 'In Stock' };
}
