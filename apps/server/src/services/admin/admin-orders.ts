import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import {
  COUNT_CAP,
  SEARCH_COUNT_CAP,
  toRupees,
  type AdminOrder,
  type AdminOrderQuery,
} from '@avstore/core';
import { readAll, type Db, type DbOrTx } from '../../db/database';
import { orders, payments } from '../../db/schema';
import { notFound } from '../../errors';
import type { MailKick } from '../mail/outbox';
import { accountEmails } from '../auth/users';
import { toOrders } from '../order-documents/order-view';
import { cappedCount, cursorAt, cursorClauses, cursorPage } from './cursor-page';
import { orderFilter } from './order-filter';

type OrderRow = typeof orders.$inferSelect;

/** Orders with what the shop needs besides: the account's e-mail and every payment attempt. */
export async function toAdminOrders(db: DbOrTx, rows: OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [base, accounts, attempts] = await readAll(db, [
    () => toOrders(db, rows),
    () =>
      accountEmails(
        db,
        rows.map((r) => r.userId),
      ),
    () =>
      db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.createdAt),
  ]);
  const emails = new Map(accounts.map((a) => [a.id, a.email]));
  return base.map((order, i) => ({
    ...order,
    userEmail: emails.get(rows[i]!.userId) ?? '',
    internalNote: rows[i]!.internalNote,
    payments: attempts
      .filter((p) => p.orderId === order.id)
      .map((p) => ({
        id: p.id,
        provider: p.provider,
        status: p.status,
        amount: toRupees(p.amountCents),
        createdAt: p.createdAt.toISOString(),
      })),
  }));
}

/** Orders newest first, a page from a cursor, with a capped count. */
export async function listAdminOrders(db: DbOrTx, q: AdminOrderQuery, timeZone: string) {
  const filter = orderFilter(q, timeZone);
  const page = cursorClauses(orders, q);
  const [rows, count] = await readAll(db, [
    () =>
      db
        .select({ ...getTableColumns(orders), cursorAt: cursorAt(orders.createdAt) })
        .from(orders)
        .where(and(filter, page.where))
        .orderBy(...page.orderBy)
        .limit(page.limit),
    () => cappedCount(db, orders, filter, q.q ? SEARCH_COUNT_CAP : COUNT_CAP),
  ]);
  const { rows: shown, next, prev } = cursorPage(rows, q);
  return { items: await toAdminOrders(db, shown), ...count, next, prev };
}

export async function getAdminOrder(db: DbOrTx, id: string): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Order not found');
  return (await toAdminOrders(db, [row]))[0]!;
}

export interface StatusChangeDeps {
  db: Db;
  /** Sends the mail recorded with the change, once it has committed. */
  mailKick: MailKick;
}
