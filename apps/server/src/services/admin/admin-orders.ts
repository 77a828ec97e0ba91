import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { toRupees, type AdminOrder, type OrderStatus, type User } from '@avstore/core';
import type { Config } from '../../config';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { orders, payments, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { statusMail } from '../mail/templates';
import { toOrders } from '../orders/order-view';
import { changeStatus } from '../orders/status';
import { recordAudit } from './audit';

type OrderRow = typeof orders.$inferSelect;

/** Orders with what the shop needs besides: the account's e-mail and every payment attempt. */
export async function toAdminOrders(db: DbOrTx, rows: OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [base, accounts, attempts] = await Promise.all([
    toOrders(db, rows),
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      ),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.createdAt),
  ]);
  const emails = new Map(accounts.map((a) => [a.id, a.email]));
  return base.map((order, i) => ({
    ...order,
    userEmail: emails.get(rows[i]!.userId) ?? '',
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

export async function listAdminOrders(
  db: DbOrTx,
  q: { status?: OrderStatus; q?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(orders.status, q.status));
  if (q.q) {
    const like = `%${q.q.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(
      or(
        ilike(sql`${orders.id}::text`, `${q.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`),
        ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, like),
        ilike(orders.email, like),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { items: await toAdminOrders(db, rows), total: count?.n ?? 0 };
}

export async function getAdminOrder(db: DbOrTx, id: string): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Order not found');
  return (await toAdminOrders(db, [row]))[0]!;
}

export interface StatusChangeDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'SHOP_NAME' | 'publicUrl'>;
}

/**
 * Moves an order along the transitions of docs/product.md §4 "Order status" and records who did, in one transaction; then tells
 * the customer. A failed mail is logged (on `log`, the request's) and the change stands.
 */
export async function changeOrderStatus(
  { db, mailer, config }: StatusChangeDeps,
  actor: User,
  id: string,
  status: OrderStatus,
  log: Logger,
): Promise<AdminOrder> {
  const order = await transaction(db, async (tx) => {
    const before = await getAdminOrder(tx, id);
    await changeStatus(tx, id, status);
    const after = await getAdminOrder(tx, id);
    await recordAudit(tx, {
      actor,
      action: `order.${status}`,
      entity: 'order',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
  try {
    await mailer.send(statusMail(config, order));
  } catch (error) {
    log.error({ err: error, order: id }, 'mailing the customer about a status change failed');
  }
  return order;
}
