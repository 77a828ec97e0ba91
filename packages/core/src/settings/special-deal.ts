import { ProductSchema } from '../catalogue/product';
import { z } from '../zod';

/**
 * GET /api/special-deal: Home's Special Deals block. The product chosen in the back office while
 * it is on sale and in stock, with the block's words; else the first featured product in stock,
 * under its own name; null when the shop has none.
 */
export const SpecialDealSchema = z.object({
  product: ProductSchema.nullable(),
  title: z.string(),
  points: z.array(z.string()),
  note: z.string(),
});
export type SpecialDeal = z.infer<typeof SpecialDealSchema>;

/** The demo catalogue's deal (its SPECIAL_DEAL_NAME), shown while the owner has chosen none. */
export const DEFAULT_SPECIAL_DEAL_SLUG = 'ld-systems-anny-10';
