import { effectivePriceCents, type PricesCents } from '../pricing/price';

export interface PricedLine {
  prices: PricesCents;
  quantity: number;
  promoPercent?: number | null;
}

/** A line's unit price and total, and the order total, in cents (docs/product.md §10). */
export function orderTotals(lines: PricedLine[]): {
  units: number[];
  lineTotals: number[];
  total: number;
} {
  const units = lines.map((l) => effectivePriceCents(l.prices, l.promoPercent));
  const lineTotals = units.map((unit, i) => unit * lines[i]!.quantity);
  return { units, lineTotals, total: lineTotals.reduce((a, b) => a + b, 0) };
}

/** What the shopper saved against list prices, in cents: Σ (original − paid) × quantity, never below 0 a line. */
export function orderSavingsCents(
  items: readonly { unitCents: number; originalCents: number; quantity: number }[],
): number {
  return items.reduce(
    (sum, item) => sum + Math.max(0, item.originalCents - item.unitCents) * item.quantity,
    0,
  );
}
