import { z } from '../zod';
import { CATEGORIES } from './categories';

export const CategorySchema = z.enum(CATEGORIES);

/** A product as the shop shows it (docs/product.md §3 without promoCode; docs/product.md §3). */
export const ProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable().optional(),
  category: CategorySchema,
  brand: z.string(),
  stock: z.number().int().nonnegative(),
  images: z.array(z.string()),
  description: z.string(),
  hasPromo: z.boolean(),
  promoDiscount: z.number().int().nullable().optional(),
  kokoInstallment: z.boolean(),
  /** Shown in Home's carousel. */
  featured: z.boolean().optional(),
  kokoInstallmentCount: z.number().int().nullable().optional(),
  kokoInstallmentPrice: z.number().nullable().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

export const ProductIdParamsSchema = z.object({ id: z.uuid({ message: 'Product not found' }) });
