import type { Product } from '../catalogue/product';
import { currentPriceCents, pricesInCents, promoPriceCents } from '../pricing/price';
import { toCents, toRupees } from '../pricing/money';
import { lineLimitMessage } from '../orders/limit-messages';
import type { Cart, CartLine } from './cart-schema';

export interface CartResult {
  cart: Cart;
  /** Set when the change was refused; the cart is then unchanged. */
  error?: string;
}

export interface AppliedPromo {
  code: string;
  percent: number;
}

/** The toast text for a quantity beyond stock (docs/product.md §5). */
export function stockLimitMessage(stock: number, name: string): string {
  return `Only ${stock} items of ${name} are available.`;
}

/** The most different products one cart holds: the account keeps a copy (docs/product.md §4). */
export const MAX_CART_LINES = 50;

/** The toast text for a product beyond MAX_CART_LINES. */
export const CART_LINES_MESSAGE = `Your cart can hold ${MAX_CART_LINES} different products at most.`;

/** The line at `promo`'s price, the current price kept as `originalPrice` (docs/product.md §10). */
export function withPromo(line: CartLine, promo: AppliedPromo): CartLine {
  const current = currentPriceCents(pricesInCents(line));
  return {
    ...line,
    price: toRupees(promoPriceCents(current, promo.percent)),
    originalPrice: toRupees(current),
    appliedPromoCode: promo.code,
    promoDiscount: promo.percent,
  };
}

/** Why `quantity` of a line cannot be had: beyond stock, or beyond the shop's per-line limit. */
function limitError(
  quantity: number,
  line: { stock: number; name: string },
  maxPerLine = Infinity,
): string | undefined {
  if (quantity > line.stock) return stockLimitMessage(line.stock, line.name);
  if (quantity > maxPerLine) return lineLimitMessage(maxPerLine, line.name);
  return undefined;
}

/**
 * Adds one unit of a product (docs/product.md §4): a new line with quantity 1, or one more on its line.
 * With a promo, the whole line takes the promo price. Refused beyond stock, and beyond
 * `maxPerLine` (the shop's MAX_LINE_QUANTITY) when given, and as a new line beyond MAX_CART_LINES.
 */
export function addToCart(
  cart: Cart,
  product: Product,
  promo?: AppliedPromo,
  maxPerLine?: number,
): CartResult {
  const existing = cart.find((line) => line.id === product.id);
  if (!existing && cart.length >= MAX_CART_LINES) return { cart, error: CART_LINES_MESSAGE };
  const quantity = (existing?.quantity ?? 0) + 1;
  const error = limitError(quantity, product, maxPerLine);
  if (error) return { cart, error };
  const base: CartLine = existing
    ? { ...existing, ...product, price: existing.price, quantity }
    : { ...product, price: toRupees(currentPriceCents(pricesInCents(product))), quantity };
  const line = promo ? withPromo(base, promo) : base;
  return {
    cart: existing ? cart.map((l) => (l.id === product.id ? line : l)) : [...cart, line],
  };
}

/**
 * Changes a line's quantity by `delta`, never below 1 and never beyond stock (docs/product.md §4, §5) or
 * `maxPerLine`.
 */
export function updateQuantity(
  cart: Cart,
  id: string,
  delta: number,
  maxPerLine?: number,
): CartResult {
  const line = cart.find((l) => l.id === id);
  if (!line) return { cart };
  const quantity = Math.max(1, line.quantity + delta);
  const error = delta > 0 ? limitError(quantity, line, maxPerLine) : undefined;
  if (error) return { cart, error };
  return { cart: cart.map((l) => (l.id === id ? { ...l, quantity } : l)) };
}

export function removeFromCart(cart: Cart, id: string): Cart {
  return cart.filter((l) => l.id !== id);
}

/** Sum of unit price times quantity, in cents. */
export function cartTotalCents(cart: Cart): number {
  return cart.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0);
}
