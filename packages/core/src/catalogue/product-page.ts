import { z } from '../zod';
import { text } from '../text';
import { MAX_SLUG_LENGTH } from './product-path';
import { ProductSchema } from './product';

/** A slug as it may appear in an address: anything else is not a product page. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Product not found' })
  .max(MAX_SLUG_LENGTH + 8, { message: 'Product not found' });

export const PRODUCT_DETAIL_LIMITS = { specs: 40, label: 60, value: 200, sku: 60 } as const;

export const PRODUCT_DETAIL_MESSAGES = {
  specLabel: 'Each specification needs a label.',
  specValue: 'Each specification needs a value.',
  tooManySpecs: `A product has at most ${PRODUCT_DETAIL_LIMITS.specs} specifications.`,
  warrantyMonths: 'Warranty must be a whole number of months, from 1 to 120.',
} as const;

/** One row of a product's specifications table, shown in the order kept. */
export const SpecRowSchema = z.object({
  label: text()
    .trim()
    .min(1, { message: PRODUCT_DETAIL_MESSAGES.specLabel })
    .max(PRODUCT_DETAIL_LIMITS.label),
  value: text()
    .trim()
    .min(1, { message: PRODUCT_DETAIL_MESSAGES.specValue })
    .max(PRODUCT_DETAIL_LIMITS.value),
});
export type SpecRow = z.infer<typeof SpecRowSchema>;

/** Who honours the warranty: the brand's local agent, or the shop itself. */
export const WARRANTY_GIVERS = ['brand', 'shop'] as const;
export type WarrantyGiver = (typeof WARRANTY_GIVERS)[number];

export const WarrantySchema = z.object({
  months: z
    .number({ message: PRODUCT_DETAIL_MESSAGES.warrantyMonths })
    .int({ message: PRODUCT_DETAIL_MESSAGES.warrantyMonths })
    .min(1, { message: PRODUCT_DETAIL_MESSAGES.warrantyMonths })
    .max(120, { message: PRODUCT_DETAIL_MESSAGES.warrantyMonths }),
  by: z.enum(WARRANTY_GIVERS),
});
export type Warranty = z.infer<typeof WarrantySchema>;

/** A product with what only its own page shows. */
export const ProductDetailsSchema = ProductSchema.extend({
  /** The maker's model or part number; empty when not known. */
  sku: z.string(),
  specs: z.array(SpecRowSchema),
  warranty: WarrantySchema.nullable(),
  /** When the product was last edited, for the sitemap's `lastmod` and the page's freshness. */
  updatedAt: z.string(),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

/** Everything a product page shows: the product and a few related ones. */
export const ProductPageSchema = z.object({
  product: ProductDetailsSchema,
  /** Same category first, then same brand; the product itself never. */
  related: z.array(ProductSchema),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** How many related products a page shows. */
export const RELATED_PRODUCTS = 4;

export const ProductSlugParamsSchema = z.object({ slug: SlugSchema });
