import { z } from '../zod';
import { text } from '../text';
import { DISTRICTS, type District } from '../delivery/districts';
import { DeliveryMethodSchema, OrderStatusSchema, PaymentMethodSchema } from '../orders/methods';
import { cursorPageQueryShape, oneCursor, SearchSchema } from './cursor-page';

export const ORDER_SEARCH_MESSAGES = {
  date: 'Write dates as YYYY-MM-DD.',
  dateRange: 'The first date must be on or before the last.',
} as const;

const realDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** A day as the shop counts it (SHOP_TIMEZONE), 2026-11-27; refuses days that do not exist. */
const DaySchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: ORDER_SEARCH_MESSAGES.date })
  .refine((day) => realDay(day), { message: ORDER_SEARCH_MESSAGES.date });

/**
 * What narrows the back office's orders (docs/product.md §15 "Orders"): a search box, the status,
 * the ways of paying and of delivery, and the days placed, `from` and `to` both included.
 */
const orderFilterShape = {
  q: SearchSchema.optional(),
  status: OrderStatusSchema.optional(),
  paymentMethod: PaymentMethodSchema.optional(),
  deliveryMethod: DeliveryMethodSchema.optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
};

function datesInOrder(q: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: ORDER_SEARCH_MESSAGES.dateRange });
}

/** Orders newest first, by cursor: a shop may hold millions (docs/performance.md). */
export const AdminOrderQuerySchema = z
  .object({ ...cursorPageQueryShape, ...orderFilterShape })
  .superRefine(oneCursor)
  .superRefine(datesInOrder);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

/** The orders a CSV export holds: those the same filters find, oldest first. */
export const OrderExportQuerySchema = z.object(orderFilterShape).superRefine(datesInOrder);
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;
export type OrderFilter = OrderExportQuery;

/** A phone number as typed: digits with spaces, dashes, brackets, dots and one leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * The key a searched phone number is found by: its last nine digits, as orders.phone_key keeps
 * every order's ('0715551234', '071 555 1234', '+94 71 555 1234' and '94715551234' all give
 * '715551234'); undefined when `q` is not a whole number of at least nine digits.
 */
export function phoneSearchKey(q: string): string | undefined {
  const typed = q.trim();
  if (!PHONE_LIKE.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 9 ? digits.slice(-9) : undefined;
}

/** The district `q` names, in any case ('kandy', 'NUWARA ELIYA'); undefined for anything else. */
export function searchedDistrict(q: string): District | undefined {
  const typed = q.trim().replace(/\s+/g, ' ').toLowerCase();
  return DISTRICTS.find((d) => d.toLowerCase() === typed);
}
