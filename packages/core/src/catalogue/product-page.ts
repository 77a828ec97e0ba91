import { z } from '../zod';
import { text } from '../text';
import { CATEGORY_GROUPS, type Category } from './categories';
import { ProductSchema } from './product';

/** Every product has a page of its own at this address (docs/product.md, product pages). */
export const PRODUCT_PATH_PREFIX = '/product/';
export const productPath = (slug: string): string => `${PRODUCT_PATH_PREFIX}${slug}`;

/**
 * Longest slug made from a brand and name; room is left for a "-2" that tells two products
 * apart. The database makes slugs (migration 0013, `product_slug`): lower case letters and digits
 * joined by single dashes, accents taken off, "&" said "and", the brand first unless the name
 * starts with it, cut at a word; a renamed product keeps its old slugs, which redirect.
 */
export const MAX_SLUG_LENGTH = 80;

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

/** One step of a product page's breadcrumbs: Shop › group › category. */
export interface Breadcrumb {
  name: string;
  /** The Shop's address showing it. */
  path: string;
}

const shopOf = (category?: string) =>
  category ? `/shop?${new URLSearchParams({ category }).toString()}` : '/shop';

/**
 * Where a category sits in the Shop's category bar (core's table): Shop, its group, then the
 * category under the label the bar gives it. A group that is itself a category has one step.
 */
export function breadcrumbsOf(category: Category): Breadcrumb[] {
  const trail: Breadcrumb[] = [{ name: 'Shop', path: shopOf() }];
  const group = CATEGORY_GROUPS.find(
    (g) => g.name === category || g.subcategories.some((s) => s.category === category),
  );
  if (group) trail.push({ name: group.name, path: shopOf(group.name) });
  const sub = group?.subcategories.find((s) => s.category === category);
  if (sub) trail.push({ name: sub.label, path: shopOf(category) });
  else if (!group) trail.push({ name: category, path: shopOf(category) });
  return trail;
}
