import { toCents } from './money';

/** A product's prices in whole cents, as the store keeps and computes them. */
export interface PricesCents {
  priceCents: number;
  discountPriceCents?: number | null;
}

/** Prices as the API carries them: rupees with at most two decimals. */
export interface Priced {
  price: number;
  discountPrice?: number | null;
}

/** The cents of prices read from the API (rupees): where a page's data enters core's math. */
export function pricesInCents(product: Priced): PricesCents {
  const discount = product.discountPrice;
  return {
    priceCents: toCents(product.price),
    discountPriceCents: discount === null || discount === undefined ? null : toCents(discount),
  };
}

/** The price a shopper pays without a promo: the discount price when set, else the price (docs/product.md §9). */
export function currentPriceCents(prices: PricesCents): number {
  const discount = prices.discountPriceCents;
  return discount !== null && discount !== undefined && discount > 0 ? discount : prices.priceCents;
}

/**
 * The unit price after a promo of `percent` off the current price, rounded half-up to the cent
 * (docs/product.md §9's formula, applied to the current price: §10).
 */
export function promoPriceCents(currentCents: number, percent: number): number {
  return Math.floor((currentCents * (100 - percent) + 50) / 100);
}

/** The unit price: the promo price when a promo applies, else the current price. */
export function effectivePriceCents(prices: PricesCents, promoPercent?: number | null): number {
  const current = currentPriceCents(prices);
  return promoPercent ? promoPriceCents(current, promoPercent) : current;
}
