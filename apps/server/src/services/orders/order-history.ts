import { desc, eq, sql } from 'drizzle-orm';
import {
  ORDER_HISTORY_LIMIT,
  ORDER_PAGE_SIZE,
  type OrderHistory,
  type OrderHistoryQuery,
} from '@avstore/core';
import { readAll, type DbOrTx } from '../../db/database';
import { orders } from '../../db/schema';
import { toOrders } from '../order-documents/order-view';

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/**
 * A user's orders, newest first (docs/product.md §7 GET /auth/get-each-user-orders). Unpaged, the
 * newest ORDER_HISTORY_LIMIT, so that no account is sent megabytes; paged when `page` or
 * `pageSize` is given, with the total the pagination needs. Both read orders_user_created_idx.
 */
export async function orderHistory(
  db: DbOrTx,
  userId: string,
  q: OrderHistoryQuery,
): Promise<OrderHistory> {
  const mine = eq(orders.userId, userId);
  if (q.page === undefined && q.pageSize === undefined) {
    const rows = await db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(...newestFirst)
      .limit(ORDER_HISTORY_LIMIT);
    return { orders: await toOrders(db, rows) };
  }
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? ORDER_PAGE_SIZE;
  // OFFSET is bounded by this one account's orders, unlike the back office's lists.
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(mine),
  ]);
  return { orders: await toOrders(db, rows), page, pageSize, total: count?.n ?? 0 };
}
