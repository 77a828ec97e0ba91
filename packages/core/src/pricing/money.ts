/** The most a product may cost, in rupees: its cents stay far inside what a double holds exactly. */
export const MAX_PRICE = 100_000_000;

/** The most one order may come to, in rupees; larger sales go through the shop in person. */
export const MAX_ORDER_TOTAL = 100_000_000;

/** Rupees (at most two decimals, as the API carries them) to whole cents. */
export function toCents(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whole cents to rupees. */
export function toRupees(cents: number): number {
  return cents / 100;
}

/** A line's total: unit price × quantity, in cents. */
export function lineTotalCents(unitCents: number, quantity: number): number {
  return unitCents * quantity;
}
