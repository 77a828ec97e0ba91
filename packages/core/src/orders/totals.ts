import { toCents, toRupees } from '../pricing/money';
import { effectivePriceCents, type Priced } from '../pricing/price';

export interface PricedLine {
  product: Priced;
  quantity: number;
  promoPercent?: number | null;
}

/** A line's unit price and total, and the order total, in cents (DESIGN "Money and prices"). */
export function orderTotals(lines: PricedLine[]): {
  units: number[];
  lineTotals: number[];
  total: number;
} {
  const units = lines.map((l) => effectivePriceCents(l.product, l.promoPercent));
  const lineTotals = units.map((unit, i) => unit * lines[i]!.quantity);
  return { units, lineTotals, total: lineTotals.reduce((a, b) => a + b, 0) };
}

/** What the shopper saved against list prices in rupees: Σ (original − paid) × quantity, never below 0 a line. */
export function orderSavings(
  items: readonly { price: number; originalPrice: number; quantity: number }[],
): number {
  const cents = items.reduce(
    (sum, item) =>
      sum + Math.max(0, toCents(item.originalPrice) - toCents(item.price)) * item.quantity,
    0,
  );
  return toRupees(cents);
}
