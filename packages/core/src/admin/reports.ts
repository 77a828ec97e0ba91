import { z } from '../zod';
import { text } from '../text';
import { DeliveryMethodSchema, PaymentMethodSchema } from '../orders/methods';

/**
 * The orders that sold, and so count in every report (docs/product.md §15 "Reports"): pending
 * orders have not been paid for or accepted, cancelled ones never sold.
 */
export const SOLD_STATUSES = [
  'confirmed',
  'dispatched',
  'ready_for_collection',
  'delivered',
] as const;

export const REPORT_UNITS = ['day', 'week', 'month'] as const;
export type ReportUnit = (typeof REPORT_UNITS)[number];

/** The longest period a report covers, and the longest with a bar a day. */
export const REPORT_LIMITS = { days: 1096, dailyDays: 366, topSellers: 50 } as const;

export const REPORT_MESSAGES = {
  date: 'Write dates as YYYY-MM-DD.',
  order: 'The period must end on or after the day it starts.',
  tooLong: 'Choose a period of at most 3 years.',
  tooManyDays: 'Daily figures cover at most 366 days: choose weeks or months.',
} as const;

/** A calendar day, YYYY-MM-DD, that exists, from 1970 on (PostgreSQL has no year 0). */
export const ReportDaySchema = text({ message: REPORT_MESSAGES.date }).refine(
  (v) => /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/.test(v) && dayNumber(v) !== undefined,
  {
    message: REPORT_MESSAGES.date,
  },
);

/** GET /api/admin/reports/*: a period of days in the shop's time zone; the last 30 days if left out. */
export const ReportPeriodQuerySchema = z.object({
  from: ReportDaySchema.optional(),
  to: ReportDaySchema.optional(),
});
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuerySchema>;

export const SalesReportQuerySchema = ReportPeriodQuerySchema.extend({
  unit: z.enum(REPORT_UNITS, { message: 'Choose day, week or month.' }).default('day'),
});
export type SalesReportQuery = z.input<typeof SalesReportQuerySchema>;

export const TopSellersQuerySchema = ReportPeriodQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(REPORT_LIMITS.topSellers).default(10),
});
export type TopSellersQuery = z.input<typeof TopSellersQuerySchema>;

/** Days since 1970-01-01 of a YYYY-MM-DD day; undefined when it is no such day. */
function dayNumber(day: string): number | undefined {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return undefined;
  return ms / 86_400_000;
}

/** The YYYY-MM-DD day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in a time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, at: Date): string {
  // Sweden writes dates as ISO does.
  return at.toLocaleDateString('sv-SE', { timeZone });
}

export type ResolvedPeriod = { from: string; to: string } | { message: string };

/**
 * The period a report covers: the days asked, or the 30 days up to `today` (a lone `from` runs
 * to today, a lone `to` starts 29 days before it); a message when it is back to front or too long.
 */
export function resolvePeriod(
  query: ReportPeriodQuery,
  today: string,
  unit: ReportUnit = 'month',
): ResolvedPeriod {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -29);
  const span = dayNumber(to)! - dayNumber(from)! + 1;
  if (span < 1) return { message: REPORT_MESSAGES.order };
  if (span > REPORT_LIMITS.days) return { message: REPORT_MESSAGES.tooLong };
  if (unit === 'day' && span > REPORT_LIMITS.dailyDays)
    return { message: REPORT_MESSAGES.tooManyDays };
  return { from, to };
}

const Count = z.number().int().min(0);
/** Orders that sold and their totals in rupees (the lines and the delivery charge). */
const Figures = { orders: Count, revenue: z.number() };

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  unit: z.enum(REPORT_UNITS),
  timeZone: z.string(),
  /** Every bucket of the period, empty ones too; `start` is its first day (a week starts Monday). */
  buckets: z.array(z.object({ start: z.string(), ...Figures })),
  totals: z.object(Figures),
  payment: z.array(z.object({ method: PaymentMethodSchema, ...Figures })),
  delivery: z.array(z.object({ method: DeliveryMethodSchema, ...Figures })),
  /** Most orders first; null: no district (a pickup, or an older order). */
  districts: z.array(z.object({ district: z.string().nullable(), ...Figures })),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

const TopSellerSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  quantity: Count,
  revenue: z.number(),
});
export type TopSeller = z.infer<typeof TopSellerSchema>;

export const TopSellersSchema = z.object({
  from: z.string(),
  to: z.string(),
  byQuantity: z.array(TopSellerSchema),
  byRevenue: z.array(TopSellerSchema),
});
export type TopSellers = z.infer<typeof TopSellersSchema>;

export const LowStockListSchema = z.object({
  /** The shop's threshold for products that set none (LOW_STOCK_THRESHOLD). */
  defaultThreshold: Count,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      sku: z.string(),
      stock: Count,
      /** The product's own threshold, or the shop's. */
      threshold: Count,
      /** When the daily mail last named it; null: not since its stock was last above. */
      mailedAt: z.string().nullable(),
    }),
  ),
});
export type LowStockList = z.infer<typeof LowStockListSchema>;
