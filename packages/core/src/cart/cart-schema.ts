import { z } from '../zod';
import { ProductSchema } from '../catalogue/product';
import { SlugSchema } from '../catalogue/product-page';

/** A cart line: the product's fields plus quantity; `price` is always the unit price paid (docs/product.md §3). */
export const CartLineSchema = ProductSchema.extend({
  // A cart saved in the browser before products had a brand carries none, and stays good.
  brand: z.string().optional(),
  // Nor pictures, before they had sizes: such a line shows its `images` as they are.
  pictures: ProductSchema.shape.pictures.optional(),
  // Nor a slug, before products had pages: such a line links to no page.
  slug: SlugSchema.optional(),
  quantity: z.number().int().positive(),
  appliedPromoCode: z.string().optional(),
  promoDiscount: z.number().int().nullable().optional(),
  originalPrice: z.number().optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;
export type Cart = CartLine[];
