import { and, asc, desc, eq } from 'drizzle-orm';
import {
  BANK_TRANSFER_MESSAGES,
  bankTransferReference,
  customerName,
  toRupees,
  type PaymentSlip,
  type User,
  type WaitingSlip,
} from '@avstore/core';
import type { DbOrTx } from '../../../db/database';
import { orders, paymentSlipFiles, paymentSlips } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { Clock } from '../../clock';
import { orderFor } from '../../orders/order-access';

type SlipRow = typeof paymentSlips.$inferSelect;

/** A slip as the API shows it: never its bytes, nor who uploaded or decided it. */
export function toSlip(row: SlipRow): PaymentSlip {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.sizeBytes,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** An order's slips, newest first. */
export async function slipsOf(db: DbOrTx, orderId: string): Promise<PaymentSlip[]> {
  const rows = await db
    .select()
    .from(paymentSlips)
    .where(eq(paymentSlips.orderId, orderId))
    .orderBy(desc(paymentSlips.createdAt), desc(paymentSlips.id));
  return rows.map(toSlip);
}

/**
 * The slips of an order for its owner or the shop's staff (order-access's `receipt`); anyone
 * else, a visitor too, is told the order does not exist: a slip is a bank document.
 */
export async function readableSlips(db: DbOrTx, clock: Clock, orderId: string, viewer?: User) {
  await orderFor(db, clock, orderId, viewer, 'receipt');
  return slipsOf(db, orderId);
}

/** One slip's file, for the same readers as the list. */
export async function slipFile(
  db: DbOrTx,
  clock: Clock,
  orderId: string,
  slipId: string,
  viewer?: User,
): Promise<{ bytes: Buffer; contentType: PaymentSlip['contentType']; fileName: string }> {
  await orderFor(db, clock, orderId, viewer, 'receipt');
  const [row] = await db
    .select({
      bytes: paymentSlipFiles.bytes,
      contentType: paymentSlips.contentType,
      fileName: paymentSlips.fileName,
    })
    .from(paymentSlips)
    .innerJoin(paymentSlipFiles, eq(paymentSlipFiles.slipId, paymentSlips.id))
    .where(and(eq(paymentSlips.id, slipId), eq(paymentSlips.orderId, orderId)));
  if (!row) throw notFound(BANK_TRANSFER_MESSAGES.slipNotFound);
  return row;
}

/** The most slips the back office's list shows at once: more is a backlog to clear, not to page. */
const WAITING_LIST_LIMIT = 200;

/**
 * The slips waiting for the shop on orders still waiting for their payment, oldest first, with
 * what the shop matches them against: the reference, the name and the amount.
 */
export async function waitingSlips(db: DbOrTx): Promise<WaitingSlip[]> {
  const rows = await db
    .select({ slip: paymentSlips, order: orders })
    .from(paymentSlips)
    .innerJoin(orders, eq(orders.id, paymentSlips.orderId))
    .where(and(eq(paymentSlips.status, 'waiting'), eq(orders.status, 'pending')))
    .orderBy(asc(paymentSlips.createdAt))
    .limit(WAITING_LIST_LIMIT);
  return rows.map(({ slip, order }) => ({
    ...toSlip(slip),
    orderId: order.id,
    reference: bankTransferReference(order.id),
    customerName: customerName(order),
    total: toRupees(order.totalCents),
    orderCreatedAt: order.createdAt.toISOString(),
  }));
}
