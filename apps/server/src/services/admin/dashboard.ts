import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, toRupees, type Dashboard } from '@avstore/core';
import type { Db } from '../../db/database';
import { contactMessages, orders, payments, products } from '../../db/schema';

/** Orders and revenue since a moment in the shop's time zone; revenue counts paid orders only. */
const since = (tz: string, unit: 'day' | 'month') =>
  sql`(date_trunc(${unit}, now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;

async function period(db: Db, tz: string, unit: 'day' | 'month') {
  const [row] = await db
    .select({
      orders: sql<number>`count(*) FILTER (WHERE ${orders.status} <> 'cancelled')::int`,
      revenue: sql<number>`coalesce(sum(${orders.totalCents}) FILTER (WHERE ${orders.status} IN ('confirmed', 'delivered')), 0)::bigint`,
    })
    .from(orders)
    .where(sql`${orders.createdAt} >= ${since(tz, unit)}`);
  return { orders: row?.orders ?? 0, revenue: toRupees(Number(row?.revenue ?? 0)) };
}

/** The back office's front page: today and this month, what waits, what runs low, what is owed. */
export async function dashboardSummary(db: Db, tz: string): Promise<Dashboard> {
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
      .where(and(isNull(products.archivedAt), lte(products.stock, LOW_STOCK_THRESHOLD)))
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
