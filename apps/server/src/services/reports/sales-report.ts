import { sql } from 'drizzle-orm';
import { toRupees, type ReportUnit, type SalesReport } from '@avstore/core';
import type { Db } from '../../db/database';
import { soldIn, type ShopDays } from './sold-orders';

interface Figures {
  orders: number;
  revenue: number;
}

const figures = (row: { orders: number | string; cents: number | string | null }): Figures => ({
  orders: Number(row.orders),
  revenue: toRupees(Number(row.cents ?? 0)),
});

/**
 * Orders and revenue per day, week (from Monday) or month of the shop's calendar, every bucket of
 * the period shown, empty ones too. Reads orders_created_idx alone (created_at, status, total).
 */
async function buckets(db: Db, days: ShopDays, unit: ReportUnit) {
  const step = sql.raw(`'1 ${unit}'::interval`);
  const trunc = sql.raw(`'${unit}'`);
  const { rows } = await db.execute<{ start: string; orders: string; cents: string | null }>(sql`
    WITH sold AS (
      SELECT date_trunc(${trunc}, created_at AT TIME ZONE ${days.timeZone}) AS start,
             count(*) AS orders, sum(total_cents) AS cents
      FROM orders WHERE ${soldIn(days)}
      GROUP BY 1)
    SELECT to_char(b.start, 'YYYY-MM-DD') AS start,
           coalesce(sold.orders, 0) AS orders, sold.cents
    FROM generate_series(date_trunc(${trunc}, ${days.from}::date::timestamp),
                         date_trunc(${trunc}, ${days.to}::date::timestamp), ${step}) AS b(start)
    LEFT JOIN sold ON sold.start = b.start
    ORDER BY b.start`);
  return rows.map((r) => ({ start: r.start, ...figures(r) }));
}

type MixRow = {
  payment_method: string | null;
  delivery_method: string | null;
  district: string | null;
  set: number;
  orders: string;
  cents: string | null;
};

/** The payment and delivery methods and the districts of the orders sold, in one pass. */
async function mixes(db: Db, days: ShopDays) {
  const { rows } = await db.execute<MixRow>(sql`
    SELECT payment_method, delivery_method, district,
           grouping(payment_method, delivery_method, district)::int AS set,
           count(*) AS orders, sum(total_cents) AS cents
    FROM orders WHERE ${soldIn(days)}
    GROUP BY GROUPING SETS ((payment_method), (delivery_method), (district), ())
    ORDER BY count(*) DESC, 1, 2, 3`);
  // grouping() sets a bit for each column left out: 0b011 keeps the payment method alone.
  const of = (set: number) => rows.filter((r) => r.set === set);
  return {
    totals: figures(of(0b111)[0] ?? { orders: 0, cents: 0 }),
    payment: of(0b011).map((r) => ({
      method: r.payment_method as SalesReport['payment'][number]['method'],
      ...figures(r),
    })),
    delivery: of(0b101).map((r) => ({
      method: r.delivery_method as SalesReport['delivery'][number]['method'],
      ...figures(r),
    })),
    districts: of(0b110).map((r) => ({ district: r.district, ...figures(r) })),
  };
}

/** The sales report of a period (docs/product.md §15 "Reports"). */
export async function salesReport(db: Db, days: ShopDays, unit: ReportUnit): Promise<SalesReport> {
  const [series, mix] = await Promise.all([buckets(db, days, unit), mixes(db, days)]);
  return { from: days.from, to: days.to, unit, timeZone: days.timeZone, buckets: series, ...mix };
}
