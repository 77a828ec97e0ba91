import { z } from '../zod';
import { text } from '../text';
import { RupeesSchema } from '../pricing/rupees-schema';
import { formatDayIn } from '../i18n/date-time';

export const REFUND_METHODS = ['card', 'koko', 'bank_transfer', 'cash'] as const;
export const RefundMethodSchema = z.enum(REFUND_METHODS, {
  message: 'Please choose how the money was sent back',
});
export type RefundMethod = z.infer<typeof RefundMethodSchema>;

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  card: 'Card',
  koko: 'KOKO',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

export const REFUND_MESSAGES = {
  amount: 'Enter the amount refunded',
  positive: 'A refund must be more than LKR 0',
  date: 'Enter the date of the refund (YYYY-MM-DD)',
  tooMuch: (left: string) => `At most ${left} can be refunded on this order.`,
  nothingPaid: 'Nothing was paid for this order, so there is nothing to refund.',
  future: 'The date of a refund cannot be in the future.',
} as const;

const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** POST /api/admin/orders/:id/refunds: a refund the shop made, whole or part (docs/product.md §15). */
export const RecordRefundRequestSchema = z.object({
  amount: z
    .number({ message: REFUND_MESSAGES.amount })
    .pipe(RupeesSchema)
    .refine((n) => n > 0, { message: REFUND_MESSAGES.positive }),
  method: RefundMethodSchema,
  /** The gateway's or the bank's reference; may be empty (cash). */
  reference: text().trim().max(100).optional().default(''),
  refundedOn: text({ message: REFUND_MESSAGES.date })
    .trim()
    .refine(isDay, { message: REFUND_MESSAGES.date }),
});
export type RecordRefundRequest = z.input<typeof RecordRefundRequestSchema>;

/** A refund as the order shows it. */
export const OrderRefundSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  method: RefundMethodSchema,
  reference: z.string(),
  refundedOn: z.string(),
  /** A credit note was issued for it (a registered shop's invoiced order, decision 025). */
  creditNote: z.boolean().optional(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** '2026-11-20' → 'November 20, 2026', as the store writes dates (docs/product.md §9). */
export function refundDayWords(day: string): string {
  return formatDayIn('en', day);
}

/** How the money went back, inside a sentence: 'by bank transfer', 'in cash'. */
export const REFUND_METHOD_WORDS: Record<RefundMethod, string> = {
  card: 'to your card',
  koko: 'through KOKO',
  bank_transfer: 'by bank transfer',
  cash: 'in cash',
};
