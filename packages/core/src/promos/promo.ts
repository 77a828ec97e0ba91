import { z } from '../zod';
import { text } from '../text';

export const PROMO_MESSAGES = {
  invalid: 'Invalid promo code. Please try again.',
  alreadyApplied: 'You have already applied a promo code to this product.',
  applied: (percent: number) =>
    `Promo code applied! You saved ${percent}%. Product added to cart with discount.`,
} as const;

/** docs/product.md §5: the input is upper-cased and trimmed. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

export const ValidatePromoRequestSchema = z.object({
  productId: z.uuid({ message: 'Product not found' }),
  promoCode: text()
    .trim()
    .toUpperCase()
    .min(1, { message: PROMO_MESSAGES.invalid })
    .max(40, { message: PROMO_MESSAGES.invalid }),
});
export type ValidatePromoRequest = z.input<typeof ValidatePromoRequestSchema>;
export const ValidatePromoResponseSchema = z.object({
  productId: z.uuid(),
  promoCode: z.string(),
  discount: z.number().int(),
});
export type ValidatePromoResponse = z.infer<typeof ValidatePromoResponseSchema>;

export const AppliedPromoSchema = z.object({
  productId: z.uuid(),
  promoCode: z.string(),
  appliedAt: z.string(),
  discount: z.number().int(),
});
export type AppliedPromoEntry = z.infer<typeof AppliedPromoSchema>;
export const UserPromosResponseSchema = z.object({ promos: z.array(AppliedPromoSchema) });
export type UserPromosResponse = z.infer<typeof UserPromosResponseSchema>;

export const ApplyPromosRequestSchema = z.object({
  promos: z
    .array(z.object({ productId: z.uuid(), promoCode: text().trim().toUpperCase().min(1).max(40) }))
    .max(50),
});
export type ApplyPromosRequest = z.input<typeof ApplyPromosRequestSchema>;
