import type { Product } from '../catalogue/product';
import { currentPriceCents, pricesInCents } from '../pricing/price';
import { toRupees } from '../pricing/money';
import { MAX_CART_LINES, withPromo } from './cart';
import type { Cart, CartLine } from './cart-schema';
import type { SavedCartLine } from './saved-cart-schema';

/** What the account keeps of a cart: each line's product, quantity and promo code. */
export function toSavedCart(cart: Cart): SavedCartLine[] {
  return cart.map(({ id, quantity, appliedPromoCode }) =>
    appliedPromoCode
      ? { productId: id, quantity, promoCode: appliedPromoCode }
      : { productId: id, quantity },
  );
}

/**
 * The browser's cart and the account's, merged at sign-in (docs/product.md §4): every product of
 * either, the browser's first; a product in both keeps the larger quantity, not the sum, since the
 * two are often copies of one cart; a promo code on either side is kept. At most MAX_CART_LINES.
 */
export function mergeSavedCarts(
  browser: readonly SavedCartLine[],
  account: readonly SavedCartLine[],
): SavedCartLine[] {
  const merged = new Map<string, SavedCartLine>();
  for (const line of [...browser, ...account]) {
    const seen = merged.get(line.productId);
    const promoCode = seen?.promoCode ?? line.promoCode;
    merged.set(line.productId, {
      productId: line.productId,
      quantity: Math.max(seen?.quantity ?? 0, line.quantity),
      ...(promoCode ? { promoCode } : {}),
    });
  }
  return [...merged.values()].slice(0, MAX_CART_LINES);
}

export interface FreshCartRules {
  /** The shop's MAX_LINE_QUANTITY. */
  maxPerLine: number;
  /** The promo percent of each product whose line's code is still good for this shopper. */
  promoPercents: ReadonlyMap<string, number>;
}

/**
 * A saved cart as the shop sells it today: products no longer on sale or out of stock dropped,
 * quantities held to stock and the per-line limit, prices the shop's current ones (a line's
 * promo only while its code is good).
 */
export function freshCart(
  saved: readonly SavedCartLine[],
  products: readonly Product[],
  { maxPerLine, promoPercents }: FreshCartRules,
): Cart {
  const byId = new Map(products.map((p) => [p.id, p]));
  return saved.flatMap(({ productId, quantity, promoCode }) => {
    const product = byId.get(productId);
    if (!product || product.stock < 1) return [];
    const line: CartLine = {
      ...product,
      price: toRupees(currentPriceCents(pricesInCents(product))),
      quantity: Math.min(quantity, product.stock, maxPerLine),
    };
    const percent = promoPercents.get(productId);
    return promoCode && percent ? [withPromo(line, { code: promoCode, percent })] : [line];
  });
}
