import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, SOLD_STATUSES, toRupees, type Dashboard } from '@avstore/core';
import type { Db } from '../../db/database';
import { contactMessages, orders, payments, products } from '../../db/schema';
import { isLow } from '../reports/low-stock';

/** Orders and revenue since a moment in the shop's time zone; revenue counts sold orders only. */
const since = (tz: string, unit: 'day' | 'month') =>
  sql`(date_trunc(${unit}, now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;

async function period(db: Db, tz: string, unit: 'day' | 'month') {
  const [row] = await db
    .select({
      orders: sql<number>`count(*) FILTER (WHERE ${orders.status} <> 'cancelled')::int`,
      // The reports' rule (docs/product.md §15 "Reports"): dispatched and ready orders sold too.
      revenue: sql<number>`coalesce(sum(${orders.totalCents}) FILTER (WHERE ${inArray(orders.status, [...SOLD_STATUSES])}), 0)::bigint`,
    })
    .from(orders)
    .where(sql`${orders.createdAt} >= ${since(tz, unit)}`);
  return { orders: row?.orders ?? 0, revenue: toRupees(Number(row?.revenue ?? 0)) };
}

/**
 * The back office's front page: today and this month, what waits, what runs low (each product at
 * its own threshold, or the shop's LOW_STOCK_THRESHOLD), what is owed.
 */
export async function dashboardSummary(
  db: Db,
  tz: string,
  lowStockThreshold = LOW_STOCK_THRESHOLD,
): Promise<Dashboard> {
  const [today, month, waiting, lowStock, refunds, unread] = await Promise.all([
    period(db, tz, 'day'),
    period(db, tz, 'month'),
    db
      .select({
        pending: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'pending')::int`,
        confirmed: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'confirmed')::int`,
      })
      .from(orders)
      .where(inArray(orders.status, ['pending', 'confirmed'])),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(isLow(lowStockThreshold))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(50),
    db
      .select()
      .from(payments)
      .where(eq(payments.status, 'refund_due'))
      .orderBy(asc(payments.createdAt)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(isNull(contactMessages.readAt)),
  ]);
  return {
    today,
    month,
    waiting: { pending: waiting[0]?.pending ?? 0, confirmed: waiting[0]?.confirmed ?? 0 },
    lowStock,
    refundsDue: refunds.map((p) => ({
      paymentId: p.id,
      orderId: p.orderId,
      amount: toRupees(p.amountCents),
      provider: p.provider,
      createdAt: p.createdAt.toISOString(),
    })),
    unreadMessages: unread[0]?.n ?? 0,
  };
}
