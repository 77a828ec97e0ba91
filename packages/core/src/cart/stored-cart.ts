import type { Cart, CartLine } from './cart-schema';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optional = (v: unknown, check: (v: unknown) => boolean) =>
  v === undefined || v === null || check(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isSize = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
/**
 * SlugSchema's rule (catalogue/product-page.ts, which brings zod): lower-case letters and digits
 * joined by single dashes, at most MAX_SLUG_LENGTH + 8 characters.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (v: unknown) => typeof v === 'string' && v.length <= 88 && SLUG.test(v);

/** A picture as ProductPictureSchema has it: its id, its alt text, and size and colour if known. */
function isPicture(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    UUID.test(p.id) &&
    typeof p.alt === 'string' &&
    (p.width === undefined || isSize(p.width)) &&
    (p.height === undefined || isSize(p.height)) &&
    (p.color === undefined || (typeof p.color === 'string' && /^#[0-9a-f]{6}$/.test(p.color)))
  );
}

/**
 * The shape check of a stored cart line, written without zod so that the first screen does not
 * load it (the initial JavaScript budget). cart-schema.test.ts checks it agrees with CartLineSchema.
 */
export function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return (
    typeof l.id === 'string' &&
    UUID.test(l.id) &&
    typeof l.name === 'string' &&
    isNumber(l.price) &&
    optional(l.discountPrice, isNumber) &&
    typeof l.category === 'string' &&
    Number.isInteger(l.stock) &&
    (l.stock as number) >= 0 &&
    Array.isArray(l.images) &&
    l.images.every((i) => typeof i === 'string') &&
    (l.pictures === undefined || (Array.isArray(l.pictures) && l.pictures.every(isPicture))) &&
    // A cart stored before products had pages has no slug; a line links to its page only with one.
    (l.slug === undefined || isSlug(l.slug)) &&
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
