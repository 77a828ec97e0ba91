import { sql, type SQL } from 'drizzle-orm';
import { SOLD_STATUSES } from '@avstore/core';

/** A period of whole days in the shop's time zone, first and last day included. */
export interface ShopDays {
  from: string;
  to: string;
  timeZone: string;
}

/**
 * The orders that sold in a period (docs/product.md §15 "Reports"), as a condition on `orders`
 * (or its alias): a range of created_at that orders_created_idx reads, from the first day's
 * midnight in the shop's zone to the midnight after the last.
 */
export function soldIn({ from, to, timeZone }: ShopDays, alias = 'orders'): SQL {
  const o = sql.raw(alias);
  const statuses = sql.join(
    SOLD_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`${o}.created_at >= (${from}::date::timestamp AT TIME ZONE ${timeZone})
    AND ${o}.created_at < ((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})
    AND ${o}.status IN (${statuses})`;
}
