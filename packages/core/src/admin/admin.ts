import { z } from '../zod';
import { text } from '../text';
import { CategorySchema, PictureChoiceSchema, ProductPictureSchema } from '../catalogue/product';
import { MAX_PICTURES } from '../catalogue/picture';
import {
  PRODUCT_DETAIL_LIMITS,
  PRODUCT_DETAIL_MESSAGES,
  SpecRowSchema,
  WarrantySchema,
} from '../catalogue/product-page';
import { RupeesSchema } from '../pricing/rupees-schema';
import { ProductTranslationsSchema } from '../i18n/product-translations';
import { attributeIssues, AttributeValuesSchema } from '../catalogue/attributes';
import { OrderSchema } from '../orders/order';
import { cursorPageShape } from './cursor-page';

export const ADMIN_MESSAGES = {
  staleVersion: 'This product was changed by someone else. Reload it and make your change again.',
  nameTaken: 'Another product already has this name.',
  /** The name is an archived product's: restoring it brings back its page and history. */
  nameTakenArchived:
    'An archived product already has this name. Restore it from the archived products instead.',
  /** A draft is published, never restored: it was never in the shop. */
  restoreDraft: 'This product is a draft: publish it instead.',
  publishNotDraft: 'This product is not a draft.',
  discountNotLower: 'The discount price must be lower than the price.',
  promoIncomplete: 'A promo needs both a code and a percent.',
  kokoIncomplete: 'A KOKO offer needs the number of instalments.',
  imageType: 'Images must be JPEG, PNG, WebP or AVIF.',
  imageSize: 'Images must be at most 25 MB.',
} as const;

/** A camera's photo as it comes (issue #27): scaled down on upload, never kept this size. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Every field of a product the back office edits (docs/product.md §3, with the promo code). */
const ProductFieldsSchema = z.object({
  name: text().trim().min(1, { message: 'Enter a name' }).max(200),
  price: RupeesSchema,
  discountPrice: RupeesSchema.nullable().optional(),
  category: CategorySchema,
  brand: text().trim().max(100),
  stock: z
    .number({ message: 'Enter the stock' })
    .int({ message: 'Stock is a whole number' })
    .min(0, { message: 'Stock cannot be negative' })
    .max(1_000_000),
  /** In shop order: the first is the main picture, on the product card. */
  pictures: z
    .array(PictureChoiceSchema)
    .max(MAX_PICTURES, { message: `At most ${MAX_PICTURES} pictures` }),
  description: text().trim().max(5000),
  promoCode: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, { message: 'Promo codes are 3 to 20 letters or digits' })
    .nullable()
    .optional(),
  promoDiscount: z
    .number()
    .int()
    .min(1, { message: 'Between 1 and 99 percent' })
    .max(99, { message: 'Between 1 and 99 percent' })
    .nullable()
    .optional(),
  kokoInstallment: z.boolean(),
  /** The instalment itself is the current price split (core's splitInstalments), never typed. */
  kokoInstallmentCount: z.number().int().min(2).max(12).nullable().optional(),
  featured: z.boolean(),
  /** Stock at or below this is low (dashboard, daily mail); null: the shop's default. */
  lowStockThreshold: z
    .number({ message: 'Enter a whole number' })
    .int({ message: 'Enter a whole number' })
    .min(0, { message: 'Low stock cannot be negative' })
    .max(1_000_000)
    .nullable()
    .optional(),
  /** The maker's model or part number, shown on the product page; empty when not known. */
  sku: text().trim().max(PRODUCT_DETAIL_LIMITS.sku),
  /** The product page's specifications table, in the order given. */
  specs: z
    .array(SpecRowSchema)
    .max(PRODUCT_DETAIL_LIMITS.specs, { message: PRODUCT_DETAIL_MESSAGES.tooManySpecs }),
  warranty: WarrantySchema.nullable(),
  /** The typed specifications of its category (issue #25); the free-text rows stay in `specs`. */
  attributes: AttributeValuesSchema,
  /** The description and specification labels in Sinhala and Tamil (issue #30); empty: English. */
  translations: ProductTranslationsSchema,
});

type Fields = z.infer<typeof ProductFieldsSchema>;

/** Rules between fields; an edit is checked again by the server on the merged product. */
export function productRules(p: Partial<Fields>, ctx: z.RefinementCtx): void {
  if (p.discountPrice != null && p.price != null && p.discountPrice >= p.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountPrice'],
      message: ADMIN_MESSAGES.discountNotLower,
    });
  }
  if ((p.promoCode == null) !== (p.promoDiscount == null)) {
    ctx.addIssue({ code: 'custom', path: ['promoCode'], message: ADMIN_MESSAGES.promoIncomplete });
  }
  if (p.attributes && p.category) {
    for (const issue of attributeIssues(p.category, p.attributes))
      ctx.addIssue({ code: 'custom', path: ['attributes', issue.key], message: issue.message });
  }
  if (p.kokoInstallment && !p.kokoInstallmentCount) {
    ctx.addIssue({
      code: 'custom',
      path: ['kokoInstallmentCount'],
      message: ADMIN_MESSAGES.kokoIncomplete,
    });
  }
}

export const CreateProductRequestSchema = ProductFieldsSchema.extend({
  brand: ProductFieldsSchema.shape.brand.default(''),
  pictures: ProductFieldsSchema.shape.pictures.default([]),
  description: ProductFieldsSchema.shape.description.default(''),
  kokoInstallment: ProductFieldsSchema.shape.kokoInstallment.default(false),
  featured: ProductFieldsSchema.shape.featured.default(false),
  sku: ProductFieldsSchema.shape.sku.default(''),
  specs: ProductFieldsSchema.shape.specs.default([]),
  warranty: ProductFieldsSchema.shape.warranty.default(null),
  attributes: ProductFieldsSchema.shape.attributes.default({}),
  /** Left out: none yet (the database's default), so a request without them is as before. */
  translations: ProductFieldsSchema.shape.translations.optional(),
  /** A draft stays out of the shop until published; a new product is published unless asked. */
  draft: z.boolean().default(false),
}).superRefine(productRules);
export type CreateProductRequest = z.input<typeof CreateProductRequestSchema>;
/** A valid new product as the schema hands it back (trimmed, defaults filled in). */
export type CreateProductData = z.infer<typeof CreateProductRequestSchema>;

/**
 * A partial edit carries the version it was made on (optimistic locking, docs/product.md §15).
 * No defaults here: a field left out is left as it is.
 */
export const UpdateProductRequestSchema = ProductFieldsSchema.partial().extend({
  version: z.number().int().positive(),
});
export type UpdateProductRequest = z.input<typeof UpdateProductRequestSchema>;

export const AdminProductSchema = ProductFieldsSchema.extend({
  id: z.uuid(),
  discountPrice: z.number().nullable(),
  pictures: z.array(ProductPictureSchema),
  promoCode: z.string().nullable(),
  promoDiscount: z.number().nullable(),
  kokoInstallmentCount: z.number().nullable(),
  lowStockThreshold: z.number().int().nullable(),
  /** The current slug, made by the database from the brand and name: the page is productPath(slug). */
  slug: z.string(),
  version: z.number().int(),
  /** Out of the shop: archived, or a draft never published (`draft`). */
  archived: z.boolean(),
  draft: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** The answer to an upload: the spec's address, and the picture to put in the form's list. */
export const UploadedPictureSchema = z.object({ url: z.string(), picture: ProductPictureSchema });
export type UploadedPicture = z.infer<typeof UploadedPictureSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const AdminProductQuerySchema = PageQuerySchema.extend({
  search: text().trim().max(200).optional(),
  category: text().max(100).optional(),
  /** true: archived and not drafts; false: in the shop. */
  archived: z.enum(['true', 'false']).optional(),
  /** true: drafts only; false: no drafts. */
  draft: z.enum(['true', 'false']).optional(),
});
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;
export const AdminProductListSchema = z.object({
  items: z.array(AdminProductSchema),
  total: z.number().int(),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

export const AdminOrderSchema = OrderSchema.extend({
  userEmail: z.string(),
  /** The shop's own note on the order (OrderNoteSchema): never shown to the shopper. */
  internalNote: z.string(),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      status: z.string(),
      amount: z.number(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderListSchema = z.object({
  items: z.array(AdminOrderSchema),
  ...cursorPageShape,
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const ContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read: z.boolean(),
  mailed: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const MessageListSchema = z.object({
  items: z.array(ContactMessageSchema),
  ...cursorPageShape,
});
export type MessageList = z.infer<typeof MessageListSchema>;
export const MessageUpdateSchema = z.object({ read: z.boolean() });

export const PromotionSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  promoCode: z.string(),
  promoDiscount: z.number(),
  uses: z.number().int(),
  archived: z.boolean(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListSchema = z.object({ items: z.array(PromotionSchema) });
export type PromotionList = z.infer<typeof PromotionListSchema>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.object({
  items: z.array(AuditEntrySchema),
  ...cursorPageShape,
});
export type AuditList = z.infer<typeof AuditListSchema>;

export const DashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number() }),
  month: z.object({ orders: z.number().int(), revenue: z.number() }),
  waiting: z.object({ pending: z.number().int(), confirmed: z.number().int() }),
  lowStock: z.array(z.object({ id: z.uuid(), name: z.string(), stock: z.number().int() })),
  refundsDue: z.array(
    z.object({
      paymentId: z.uuid(),
      orderId: z.uuid(),
      amount: z.number(),
      provider: z.string(),
      createdAt: z.string(),
    }),
  ),
  unreadMessages: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
