import { z } from '../zod';
import { text } from '../text';
import { ProductSchema } from './product';
import { MAX_COMPARED } from './compare-limits';

export const COMPARE_MESSAGES = {
  howMany: `Compare 1 to ${MAX_COMPARED} products`,
  unknownProduct: 'Product not found',
} as const;

/** `GET /api/products/compare`'s parameters: the products, as the compare page's address lists them. */
export const CompareQuerySchema = z.object({
  ids: text()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ message: COMPARE_MESSAGES.unknownProduct }))
        .min(1, { message: COMPARE_MESSAGES.howMany })
        .max(MAX_COMPARED, { message: COMPARE_MESSAGES.howMany }),
    ),
});

/** The products compared, in the order asked; one no longer on sale is left out. */
export const CompareResultSchema = z.object({ items: z.array(ProductSchema) });
export type CompareResult = z.infer<typeof CompareResultSchema>;
