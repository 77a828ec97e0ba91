import { sql } from 'drizzle-orm';
import { toRupees, type TopSeller, type TopSellers } from '@avstore/core';
import type { Db } from '../../db/database';
import { soldIn, type ShopDays } from './sold-orders';

/**
 * The products that sold most in a period, by units and by revenue (their lines at the prices
 * paid, delivery left out), under their names today.
 */
export async function topSellers(db: Db, days: ShopDays, limit: number): Promise<TopSellers> {
  const { rows } = await db.execute<{
    product_id: string;
    name: string;
    quantity: string;
    cents: string;
  }>(sql`
    SELECT i.product_id, p.name, sum(i.quantity) AS quantity,
           sum(i.quantity * i.unit_price_cents) AS cents
    FROM orders o
    JOIN order_items i ON i.order_id = o.id
    JOIN products p ON p.id = i.product_id
    WHERE ${soldIn(days, 'o')}
    GROUP BY i.product_id, p.name`);
  const sellers: TopSeller[] = rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    quantity: Number(r.quantity),
    revenue: toRupees(Number(r.cents)),
  }));
  const top = (key: 'quantity' | 'revenue', other: 'quantity' | 'revenue') =>
    [...sellers]
      .sort((a, b) => b[key] - a[key] || b[other] - a[other] || a.name.localeCompare(b.name))
      .slice(0, limit);
  return {
    from: days.from,
    to: days.to,
    byQuantity: top('quantity', 'revenue'),
    byRevenue: top('revenue', 'quantity'),
  };
}
