import { z } from '../zod';
import { text } from '../text';
import { ProductSchema } from './product';

/** Every product has a page of its own at this address (docs/product.md, product pages). */
export const PRODUCT_PATH_PREFIX = '/product/';
export const productPath = (slug: string): string => `${PRODUCT_PATH_PREFIX}${slug}`;

/** Longest slug made from a name; room is left for a "-2" that tells two products apart. */
export const MAX_SLUG_LENGTH = 80;

/** Latin letters that keep no base letter under Unicode decomposition. */
const UNACCENTED: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', ł: 'l' };

/**
 * The readable, stable part of a product's address, made from its brand and name: lower case
 * letters and digits joined by single dashes, accents taken off ("Sennheiser e 945" →
 * "sennheiser-e-945"). A name that starts with its brand does not repeat it. Nothing but
 * letters or digits gives "product".
 */
export function slugOf(brand: string, name: string): string {
  const words = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[øæßđł]/g, (letter) => UNACCENTED[letter] ?? '')
      .replace(/&/g, ' and ')
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const brandWords = words(brand);
  const nameWords = words(name);
  const named = brandWords.every((word, i) => nameWords[i] === word);
  const all = named ? nameWords : [...brandWords, ...nameWords];
  let slug = '';
  for (const word of all) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || all[0]?.slice(0, MAX_SLUG_LENGTH) || 'product';
}

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
