import { z } from '../zod';
import { text } from '../text';
import { BANK_TRANSFER_MESSAGES, MAX_REJECTION_REASON, SLIP_TYPES } from './bank-transfer';

export const SlipStatusSchema = z.enum(['waiting', 'verified', 'rejected']);
export type SlipStatus = z.infer<typeof SlipStatusSchema>;

/** A payment slip as its order's owner and the shop see it; its bytes come apart (…/file). */
export const PaymentSlipSchema = z.object({
  id: z.uuid(),
  status: SlipStatusSchema,
  /** What the shopper's file was called. */
  fileName: z.string(),
  contentType: z.enum(SLIP_TYPES),
  size: z.number().int().nonnegative(),
  /** Why the shop did not accept it; empty unless rejected. */
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PaymentSlip = z.infer<typeof PaymentSlipSchema>;

/** GET /api/orders/{id}/payment-slips: the order's slips, newest first. */
export const PaymentSlipListSchema = z.object({ slips: z.array(PaymentSlipSchema) });
export type PaymentSlipList = z.infer<typeof PaymentSlipListSchema>;

export const PaymentSlipParamsSchema = z.object({
  id: z.uuid({ message: 'Order not found' }),
  slipId: z.uuid({ message: BANK_TRANSFER_MESSAGES.slipNotFound }),
});

/** POST /api/admin/orders/{id}/payment-slips/{slipId}/reject: the reason the shopper reads. */
export const RejectSlipRequestSchema = z.object({
  reason: text({ message: BANK_TRANSFER_MESSAGES.reasonRequired })
    .trim()
    .min(1, { message: BANK_TRANSFER_MESSAGES.reasonRequired })
    .max(MAX_REJECTION_REASON, { message: BANK_TRANSFER_MESSAGES.reasonLength }),
});
export type RejectSlipRequest = z.infer<typeof RejectSlipRequestSchema>;

/** A slip waiting for the shop, with what the shop matches it against (the back office's list). */
export const WaitingSlipSchema = PaymentSlipSchema.extend({
  orderId: z.uuid(),
  /** The reference the shopper was asked to quote (bankTransferReference). */
  reference: z.string(),
  customerName: z.string(),
  /** The amount the transfer must bring, in rupees. */
  total: z.number(),
  orderCreatedAt: z.string(),
});
export type WaitingSlip = z.infer<typeof WaitingSlipSchema>;

/** GET /api/admin/payment-slips: the slips waiting for the shop, oldest first. */
export const WaitingSlipListSchema = z.object({ items: z.array(WaitingSlipSchema) });
export type WaitingSlipList = z.infer<typeof WaitingSlipListSchema>;
