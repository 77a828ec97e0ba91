import { z } from '../zod';
import { text } from '../text';
import { BANK_CONFIRMATION_MESSAGES, MAX_STATEMENT_REFERENCE } from '../payments/bank-confirmation';
import { OrderStatusSchema } from './methods';

export const FULFILMENT_MESSAGES = {
  courier: 'Please enter the courier',
  tracking: 'Please enter a tracking number or a tracking link',
  trackingUrl: 'The tracking link must start with http:// or https://',
} as const;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** A link a shopper may follow: http(s) only, never javascript: or data:. */
const TrackingUrlSchema = text()
  .trim()
  .max(500)
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v), {
    message: FULFILMENT_MESSAGES.trackingUrl,
  })
  .refine((v) => v === undefined || URL.canParse(v), { message: FULFILMENT_MESSAGES.trackingUrl });

/** What a dispatch needs: the courier, and a tracking number or link (or both). */
export const DispatchFieldsShape = {
  courier: optionalText(100),
  trackingNumber: optionalText(100),
  trackingUrl: TrackingUrlSchema,
};

/**
 * The reference of a bank transfer's payment on the shop's bank statement: how staff confirm a
 * bank-transfer order whose money came without a slip (core's handConfirmationRefusal).
 */
export const StatementReferenceSchema = text({
  message: BANK_CONFIRMATION_MESSAGES.referenceRequired,
})
  .trim()
  .min(1, { message: BANK_CONFIRMATION_MESSAGES.referenceRequired })
  .max(MAX_STATEMENT_REFERENCE, { message: BANK_CONFIRMATION_MESSAGES.referenceLength });

/**
 * PATCH /api/admin/orders/:id/status: the next status, for 'dispatched' the courier and its
 * tracking (docs/product.md §15), for 'confirmed' of a bank transfer with no verified slip the
 * payment's reference on the shop's bank statement. Other steps take no fields.
 */
export const OrderStepRequestSchema = z
  .object({
    status: OrderStatusSchema,
    ...DispatchFieldsShape,
    statementReference: StatementReferenceSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'dispatched') return;
    if (!body.courier)
      ctx.addIssue({ code: 'custom', path: ['courier'], message: FULFILMENT_MESSAGES.courier });
    if (!body.trackingNumber && !body.trackingUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: FULFILMENT_MESSAGES.tracking,
      });
  });
export type OrderStepRequest = z.input<typeof OrderStepRequestSchema>;

/** Who carries a dispatched order and how to follow it. */
export const TrackingSchema = z.object({
  courier: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type Tracking = z.infer<typeof TrackingSchema>;

/** When each step was reached (ISO 8601), null until then and on orders before issue #27. */
export const OrderStepsSchema = z.object({
  confirmedAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type OrderSteps = z.infer<typeof OrderStepsSchema>;

/**
 * The step an order is at in the words of its method, for order history and details: a pickup's
 * 'delivered' is 'Collected' (the badge keeps 'Delivered').
 */
export function fulfilmentWords(status: string, deliveryMethod: string): string | null {
  const pickup = deliveryMethod === 'pickup';
  switch (status) {
    case 'confirmed':
      return pickup ? 'Confirmed: we will tell you when it is ready' : 'Confirmed: being prepared';
    case 'dispatched':
      return 'Dispatched: on its way';
    case 'ready_for_collection':
      return 'Ready for collection at our store';
    case 'delivered':
      // A delivery's badge already says it; a pickup's says 'Delivered' and is worded here.
      return pickup ? 'Collected' : null;
    default:
      return null;
  }
}
