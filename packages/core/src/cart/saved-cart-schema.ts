import { text } from '../text';
import { z } from '../zod';
import { CartLineSchema } from './cart-schema';
import { MAX_CART_LINES } from './cart';

/** Units one saved line may ask for; the shop then holds it to stock and MAX_LINE_QUANTITY. */
export const MAX_SAVED_QUANTITY = 1000;

/**
 * A cart line as the account keeps it (docs/product.md §4 "The cart kept with the account"): which
 * product, how many, and the promo code applied to it. Names and prices are the shop's, read
 * afresh whenever the cart is read.
 */
export const SavedCartLineSchema = z.object({
  productId: z.uuid(),
  quantity: z.number().int().min(1).max(MAX_SAVED_QUANTITY),
  promoCode: text().trim().toUpperCase().min(1).max(40).optional(),
});
export type SavedCartLine = z.infer<typeof SavedCartLineSchema>;

export const CART_SYNC_MESSAGES = {
  tooManyLines: `A cart can hold ${MAX_CART_LINES} different products at most.`,
  productTwice: 'A product is listed twice.',
} as const;

/** PUT /api/cart: the whole cart, which replaces the account's. */
export const SaveCartRequestSchema = z.object({
  lines: z
    .array(SavedCartLineSchema)
    .max(MAX_CART_LINES, { message: CART_SYNC_MESSAGES.tooManyLines })
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
      message: CART_SYNC_MESSAGES.productTwice,
    }),
});
export type SaveCartRequest = z.infer<typeof SaveCartRequestSchema>;

/** GET and PUT /api/cart: the account's cart at today's prices, within stock, products on sale only. */
export const CartResponseSchema = z.object({ lines: z.array(CartLineSchema) });
export type CartResponse = z.infer<typeof CartResponseSchema>;
