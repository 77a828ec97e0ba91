import { sql } from 'drizzle-orm';
import { dayIn } from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { isLow, thresholdOf } from './low-stock';

/** The outbox's kind of the shop's daily low-stock mail (composed by low-stock-mail.tsx). */
export const LOW_STOCK_MAIL = 'low_stock';

/** A product as the mail names it, as it stood when the check ran. */
export type CrossedProduct = {
  id: string;
  name: string;
  sku: string;
  stock: number;
  threshold: number;
};

export interface LowStockCheckOptions {
  defaultThreshold: number;
  /** The hour of the shop's day (0-23) from which the day's mail goes. */
  hour: number;
  timeZone: string;
}

/** The hour of the day in a time zone, 0-23. */
const hourIn = (timeZone: string, at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at),
  );

/**
 * Forgets that the mail named a product once its stock is back above its threshold, so that
 * crossing again is told again. Cheap and run on every check (every few minutes: the job queue's
 * low-stock job), so a recovery between two mails counts.
 */
export async function forgetRecovered(db: Db, defaultThreshold: number): Promise<void> {
  await db.execute(sql`
    UPDATE products SET low_stock_mailed_at = NULL
    WHERE low_stock_mailed_at IS NOT NULL AND stock > ${thresholdOf(defaultThreshold)}`);
}

/**
 * The day's low-stock check (docs/product.md §15 "Low stock"): once the shop's day has reached
 * `hour`, records one mail to the shop naming the products that crossed their threshold since
 * they were last named, and marks them named. The day's outbox key ('low_stock:<day>') makes it
 * once a day whatever the number of instances: a second instance's insert waits for the first's
 * commit, then finds the key taken and does nothing. Gives the products named ([] when none, or
 * when the day's check had already run or its hour has not come).
 */
export async function checkLowStock(
  db: Db,
  options: LowStockCheckOptions,
  now: Date,
): Promise<CrossedProduct[]> {
  await forgetRecovered(db, options.defaultThreshold);
  if (hourIn(options.timeZone, now) < options.hour) return [];
  const day = dayIn(options.timeZone, now);
  return transaction(db, async (tx) => {
    const claimed = await tx.execute<{ id: string }>(sql`
      INSERT INTO mail_outbox (key, kind, params)
      VALUES (${`${LOW_STOCK_MAIL}:${day}`}, ${LOW_STOCK_MAIL}, ${JSON.stringify({ day })}::jsonb)
      ON CONFLICT (key) DO NOTHING RETURNING id`);
    const mail = claimed.rows[0];
    if (!mail) return [];
    const { rows } = await tx.execute<CrossedProduct>(sql`
      UPDATE products SET low_stock_mailed_at = now()
      WHERE ${isLow(options.defaultThreshold)} AND low_stock_mailed_at IS NULL
      RETURNING id, name, sku, stock, ${thresholdOf(options.defaultThreshold)}::int AS threshold`);
    const crossed = rows
      .map((r) => ({ ...r, stock: Number(r.stock), threshold: Number(r.threshold) }))
      .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name));
    // A day with nothing to tell keeps its key (the day's check has run) and sends nothing.
    await tx.execute(sql`
      UPDATE mail_outbox
      SET params = ${JSON.stringify({ day, products: crossed })}::jsonb,
          status = ${crossed.length ? 'pending' : 'skipped'}
      WHERE id = ${mail.id}`);
    return crossed;
  });
}
