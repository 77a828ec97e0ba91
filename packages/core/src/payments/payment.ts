import { z } from '../zod';
import { text } from '../text';
import { PaymentMethodSchema } from '../orders/order';

export const CreateSessionRequestSchema = z.object({
  orderId: z.uuid({ message: 'Order not found' }),
  amount: text().regex(/^\d+\.\d{2}$/, { message: 'The amount must have two decimals' }),
  description: text().max(200).optional(),
});
export type CreateSessionRequest = z.input<typeof CreateSessionRequestSchema>;
export const CreateSessionResponseSchema = z.object({
  sessionId: z.string(),
  checkoutScriptUrl: z.string(),
});
export type CreateSessionResponse = z.infer<typeof CreateSessionResponseSchema>;

export const CreateKokoPaymentRequestSchema = z.object({
  orderId: z.uuid({ message: 'Order not found' }),
  amount: z.union([z.number(), text()]),
  currency: z.literal('LKR', { message: 'KOKO takes LKR only' }),
  firstName: text().max(80).optional(),
  lastName: text().max(80).optional(),
  email: text().max(254).optional(),
  mobile: text().max(30).optional(),
});
export type CreateKokoPaymentRequest = z.input<typeof CreateKokoPaymentRequestSchema>;
export const KokoPaymentResponseSchema = z.object({
  success: z.boolean(),
  actionUrl: z.string(),
  formFields: z.array(z.object({ name: z.string(), value: z.string() })),
  message: z.string(),
});
export type KokoPaymentResponse = z.infer<typeof KokoPaymentResponseSchema>;

export const PaymentStatusSchema = z.enum(['SUCCESS', 'FAILED', 'PENDING']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export const PaymentStatusResponseSchema = z.object({
  status: PaymentStatusSchema,
  orderId: z.uuid(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

/**
 * Paying a pending, unpaid card or KOKO order another way (docs/product.md §12 "Paying another
 * way"): PUT /api/orders/{id}/payment-method. The answer is the order as it now stands.
 */
export const SwitchPaymentMethodRequestSchema = z.object({ paymentMethod: PaymentMethodSchema });
export type SwitchPaymentMethodRequest = z.infer<typeof SwitchPaymentMethodRequestSchema>;
