import { toCents } from './money';

export interface Priced {
  price: number;
  discountPrice?: number | null;
}

/** The price a shopper pays without a promo: discountPrice when set, else price (spec §9). */
export function currentPriceCents(product: Priced): number {
  const discount = product.discountPrice;
  return toCents(
    discount !== null && discount !== undefined && discount > 0 ? discount : product.price,
  );
}

/**
 * The unit price after a promo of `percent` off the current price, rounded half-up to the cent
 * (spec §9's formula, applied to the current price as DESIGN "Money and prices" says).
 */
export function promoPriceCents(currentCents: number, percent: number): number {
  return Math.floor((currentCents * (100 - percent) + 50) / 100);
}

/** The unit price: the promo price when a promo applies, else the current price. */
export function effectivePriceCents(product: Priced, promoPercent?: number | null): number {
  const current = currentPriceCents(product);
  return promoPercent ? promoPriceCents(current, promoPercent) : current;
}

/** What the KOKO line shows: instalment price times count (spec §9). */
export function kokoTotalCents(installmentPrice: number, count: number): number {
  return toCents(installmentPrice) * count;
}
