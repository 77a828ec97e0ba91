import { z } from '../zod';
import { text } from '../text';
import { CategorySchema } from '../catalogue/product';
import { addressIssues, deliversInSriLanka } from '../delivery/address';
import { districtOfCity } from '../delivery/cities';
import { deliveryFieldsShape } from '../delivery/schemas';
import { OrganisationNameSchema, VatNumberSchema } from '../tax/vat-number';
import { CHECKOUT_MESSAGES } from './messages';
import {
  DeliveryMethodSchema,
  OrderStatusSchema,
  PaymentMethodSchema,
  type DeliveryMethod,
} from './methods';
import { OrderStepsSchema, TrackingSchema } from './fulfilment';
import { OrderRefundSchema } from './refunds';
import { LanguageSchema } from '../i18n/language-schema';

export * from './methods';

export const PromoEntrySchema = z.object({
  productId: z.uuid(),
  promoCode: text().trim().toUpperCase().min(1).max(40),
});
export type PromoEntry = z.infer<typeof PromoEntrySchema>;

/**
 * The checkout's customer fields (docs/product.md §3); the phone and address rules depend on the
 * delivery and its country (delivery/address.ts).
 */
export const CustomerSchema = z.object({
  email: text({ message: CHECKOUT_MESSAGES.required })
    .trim()
    .min(1, { message: CHECKOUT_MESSAGES.required })
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: CHECKOUT_MESSAGES.invalidEmail }),
  ...deliveryFieldsShape,
  deliveryMethod: DeliveryMethodSchema.optional(),
  paymentMethod: PaymentMethodSchema.optional(),
  promoCodeList: z.array(PromoEntrySchema).max(50).optional().default([]),
  /** An organisation buying, and its VAT number: the tax invoice names them (decision 025). */
  organisation: OrganisationNameSchema.nullable().optional(),
  vatNumber: VatNumberSchema.nullable().optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** docs/product.md §5: the phone, and for delivery the address, by the rules of its country. */
function checkAddress(
  customer: Parameters<typeof addressIssues>[0],
  deliveryMethod: DeliveryMethod | undefined,
  ctx: z.RefinementCtx,
  prefix: string[],
): void {
  for (const issue of addressIssues(customer, deliveryMethod))
    ctx.addIssue({ code: 'custom', path: [...prefix, issue.field], message: issue.message });
}

/** The checkout form: delivery and payment method chosen, the address when delivering. */
export const CheckoutFormSchema = CustomerSchema.extend({
  deliveryMethod: DeliveryMethodSchema,
  paymentMethod: PaymentMethodSchema,
}).superRefine((c, ctx) => checkAddress(c, c.deliveryMethod, ctx, []));
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;
/** The checkout form once valid: trimmed, defaults filled in. */
export type CheckoutFormData = z.infer<typeof CheckoutFormSchema>;

/**
 * The spec's order call names a city and no district (docs/product.md §7): a delivery in Sri
 * Lanka without one takes the district of a town the store knows; any other is left for the
 * address rules to ask for ('Please choose a district').
 */
function withDistrictOfCity<O extends { customer: Customer; deliveryMethod: DeliveryMethod }>(
  order: O,
): O {
  const { customer } = order;
  if (customer.district || !deliversInSriLanka(customer, order.deliveryMethod)) return order;
  const district = districtOfCity(customer.city);
  return district ? { ...order, customer: { ...customer, district } } : order;
}

export const OrderLineRequestSchema = z.object({
  id: z.uuid({ message: 'A cart line has no valid product id' }),
  name: text().max(300).optional(),
  price: z.number().nonnegative(),
  quantity: z.number().int().min(1).max(1000),
  appliedPromoCode: text().trim().toUpperCase().max(40).optional(),
});

export const CreateOrderRequestSchema = z
  .object({
    customer: CustomerSchema,
    items: z.array(OrderLineRequestSchema).min(1, { message: CHECKOUT_MESSAGES.emptyCart }).max(50),
    /** The goods plus the delivery charge, as the page computed them; the server checks it. */
    total: z.number().nonnegative(),
    /** The delivery charge the page showed, checked by the server when sent. */
    deliveryCharge: z.number().nonnegative().optional(),
    deliveryMethod: DeliveryMethodSchema,
    paymentMethod: PaymentMethodSchema,
    /** The page's language: the order's mails and documents are in it (issue #30). */
    language: LanguageSchema,
  })
  .overwrite(withDistrictOfCity)
  .superRefine((o, ctx) => checkAddress(o.customer, o.deliveryMethod, ctx, ['customer']));
export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>;
export const CreateOrderResponseSchema = z.object({ id: z.uuid() });
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

export const OrderItemSchema = z.object({
  /** None on a line of the shop's own (an installation quoted to a trade buyer, issue #28). */
  productId: z.uuid().nullable(),
  name: z.string(),
  /** The product's page, while it is on sale (a link from the order); absent otherwise. */
  slug: z.string().optional(),
  category: CategorySchema.or(z.string()),
  quantity: z.number().int(),
  price: z.number(),
  originalPrice: z.number(),
  images: z.array(z.string()),
  appliedPromoCode: z.string().nullable(),
  promoDiscount: z.number().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  zipCode: z.string(),
  /** One of the 25 districts for a delivery in Sri Lanka; null otherwise and on older orders. */
  district: z.string().nullable(),
  promoCodeList: z.array(z.object({ promoCode: z.string(), productId: z.string() })),
  /** The organisation buying and its VAT number, when the checkout gave them (decision 025). */
  organisation: z.string().nullable().optional(),
  vatNumber: z.string().nullable().optional(),
});

/** An order as read back (docs/product.md §3); createdAt is an ISO 8601 string (docs/product.md §7 "Answers"). */
export const OrderSchema = z.object({
  id: z.uuid(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  /** The goods plus the delivery charge. */
  total: z.number(),
  /** What the delivery cost, in rupees; 0 for pickup, an unpriced district and older orders. */
  deliveryCharge: z.number(),
  paymentMethod: PaymentMethodSchema,
  deliveryMethod: DeliveryMethodSchema,
  items: z.array(OrderItemSchema),
  customer: OrderCustomerSchema,
  /** The courier and tracking of a dispatched delivery (issue #27); null before dispatch. */
  tracking: TrackingSchema.nullable().optional(),
  /** When each step of fulfilment was reached. */
  steps: OrderStepsSchema.optional(),
  /** The refunds the shop has made on it, oldest first. */
  refunds: z.array(OrderRefundSchema).optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.object({ orders: z.array(OrderSchema) });
export type OrderList = z.infer<typeof OrderListSchema>;

/**
 * The most orders the history gives unpaged: every order of nearly every shopper, and at most
 * about 80 KB for an account with hundreds (docs/performance.md "Orders at a million").
 */
export const ORDER_HISTORY_LIMIT = 100;
export const MAX_ORDER_PAGE_SIZE = 50;

const pageNumber = (name: string, max: number) => {
  const message = `${name} must be a whole number from 1 to ${max.toLocaleString('en')}.`;
  return z.coerce.number({ message }).int({ message }).min(1, { message }).max(max, { message });
};

/** GET /auth/get-each-user-orders: paged when either is given (pageSize defaults to 6). */
export const OrderHistoryQuerySchema = z.object({
  page: pageNumber('page', 100_000).optional(),
  pageSize: pageNumber('pageSize', MAX_ORDER_PAGE_SIZE).optional(),
});
export type OrderHistoryQuery = z.infer<typeof OrderHistoryQuerySchema>;

/** `{orders}`; a paged answer also says which page it is and how many orders there are. */
export const OrderHistorySchema = OrderListSchema.extend({
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  total: z.number().int().optional(),
});
export type OrderHistory = z.infer<typeof OrderHistorySchema>;
