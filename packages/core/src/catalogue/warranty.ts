// A product's warranty in a shopper's words: the product page and the receipt say the same.

const GIVERS = {
  brand: "the brand's local agent",
  shop: 'the shop',
} as const;

/** "12 months" → "1 year"; "18 months"; "24 months" → "2 years". */
export function warrantyLength(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** "1 year warranty from the brand's local agent" (docs/product.md §2 "Product page"). */
export function warrantyText(warranty: { months: number; by: keyof typeof GIVERS }): string {
  return `${warrantyLength(warranty.months)} warranty from ${GIVERS[warranty.by]}`;
}
