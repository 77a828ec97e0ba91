import { z } from '../zod';
import { text } from '../text';
import { CATEGORIES } from './categories';

export const CategorySchema = z.enum(CATEGORIES);

export const PICTURE_MESSAGES = {
  unreadable: 'This image could not be read. It may be damaged or cut short; please send it again.',
  tooManyPixels: 'Images must be at most 50 megapixels.',
  unknownPicture: 'A picture of this product is not one uploaded to the shop.',
  pictureTwice: 'A picture is listed twice.',
} as const;

const PictureIdSchema = z.uuid({ message: PICTURE_MESSAGES.unknownPicture });

/** A picture as the back office sends it: which upload, and its text for screen readers. */
export const PictureChoiceSchema = z.object({
  id: PictureIdSchema,
  alt: text().trim().max(300),
});
export type PictureChoice = z.infer<typeof PictureChoiceSchema>;

/**
 * A picture as the shop shows it. `alt` is the product's name when none was given. The size and
 * colour are known once the upload is processed (older uploads get them shortly after start).
 */
export const ProductPictureSchema = z.object({
  id: PictureIdSchema,
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** The picture's dominant colour, shown until it arrives. */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .optional(),
});
export type ProductPicture = z.infer<typeof ProductPictureSchema>;

/** A product as the shop shows it (docs/product.md §3 without promoCode; docs/product.md §3). */
export const ProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /**
   * The product's current slug: its page is `productPath(slug)`. Made by the database from the
   * brand and name (product-page.ts, MAX_SLUG_LENGTH); an older one redirects to it.
   */
  slug: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable().optional(),
  category: CategorySchema,
  brand: z.string(),
  stock: z.number().int().nonnegative(),
  images: z.array(z.string()),
  /** The same pictures as `images`, in the same order, with what `srcset` and `alt` need. */
  pictures: z.array(ProductPictureSchema),
  description: z.string(),
  hasPromo: z.boolean(),
  promoDiscount: z.number().int().nullable().optional(),
  kokoInstallment: z.boolean(),
  /** Shown in Home's carousel. */
  featured: z.boolean().optional(),
  kokoInstallmentCount: z.number().int().nullable().optional(),
  /** The first of the current price's instalments (splitInstalments), computed, never stored. */
  kokoInstallmentPrice: z.number().nullable().optional(),
  /**
   * The typed specifications (issue #25), by attribute key: a number in the attribute's unit, or
   * the options that apply. Carried by the search, a single product and its page, not the list.
   */
  attributes: z.record(z.string(), z.union([z.number(), z.array(z.string())])).optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * A product in the spec's full list (docs/product.md §7 GET /products/): the spec's fields, its
 * pictures as `images` addresses only. The Shop's search and a single product carry `pictures`.
 */
export const ListedProductSchema = ProductSchema.omit({ pictures: true, attributes: true });
export type ListedProduct = z.infer<typeof ListedProductSchema>;
/** The fields written for each product of the full list, in order. */
export const LISTED_PRODUCT_FIELDS = Object.keys(ListedProductSchema.shape);

export const ProductListSchema = z.array(ListedProductSchema);

export const ProductIdParamsSchema = z.object({ id: z.uuid({ message: 'Product not found' }) });
