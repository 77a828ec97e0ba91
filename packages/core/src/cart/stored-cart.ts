import type { Cart, CartLine } from './cart-schema';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optional = (v: unknown, check: (v: unknown) => boolean) =>
  v === undefined || v === null || check(v);

/**
 * The shape check of a stored cart line, written without zod so that the first screen does not
 * load it (the initial JavaScript budget). cart-schema.test.ts checks it agrees with CartLineSchema.
 */
export function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return (
    typeof l.id === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(l.id) &&
    typeof l.name === 'string' &&
    isNumber(l.price) &&
    optional(l.discountPrice, isNumber) &&
    typeof l.category === 'string' &&
    Number.isInteger(l.stock) &&
    (l.stock as number) >= 0 &&
    Array.isArray(l.images) &&
    l.images.every((i) => typeof i === 'string') &&
    typeof l.description === 'string' &&
    typeof l.hasPromo === 'boolean' &&
    typeof l.kokoInstallment === 'boolean' &&
    Number.isInteger(l.quantity) &&
    (l.quantity as number) > 0 &&
    optional(l.originalPrice, isNumber) &&
    optional(l.promoDiscount, Number.isInteger) &&
    (l.appliedPromoCode === undefined || typeof l.appliedPromoCode === 'string')
  );
}

/** Reads a stored cart; anything corrupt gives an empty cart (docs/product.md §4). */
export function parseStoredCart(raw: string | null | undefined): Cart {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isCartLine) ? parsed : [];
  } catch {
    return [];
  }
}
