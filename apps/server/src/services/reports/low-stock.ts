import { sql, type SQL } from 'drizzle-orm';
import type { LowStockList } from '@avstore/core';
import type { Db } from '../../db/database';

/** Rows the back office's list shows at most: the lowest first. */
const LIST_LIMIT = 500;

/** A product's own low-stock threshold, or the shop's (LOW_STOCK_THRESHOLD). */
export const thresholdOf = (defaultThreshold: number): SQL =>
  sql`coalesce(products.low_stock_threshold, ${defaultThreshold})`;

/** In the shop (not archived, not a draft) with its stock at or below its threshold. */
export const isLow = (defaultThreshold: number): SQL =>
  sql`products.archived_at IS NULL AND products.stock <= ${thresholdOf(defaultThreshold)}`;

/** The back office's low-stock list (docs/product.md §15 "Low stock"): the emptiest first. */
export async function lowStockList(db: Db, defaultThreshold: number): Promise<LowStockList> {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    sku: string;
    stock: number;
    threshold: number;
    mailed_at: Date | string | null;
  }>(sql`
    SELECT id, name, sku, stock, ${thresholdOf(defaultThreshold)}::int AS threshold,
           low_stock_mailed_at AS mailed_at
    FROM products WHERE ${isLow(defaultThreshold)}
    ORDER BY stock, name LIMIT ${LIST_LIMIT}`);
  return {
    defaultThreshold,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sku: r.sku,
      stock: Number(r.stock),
      threshold: Number(r.threshold),
      mailedAt: r.mailed_at === null ? null : new Date(r.mailed_at).toISOString(),
    })),
  };
}
