import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  formatCents,
  REFUND_MESSAGES,
  toCents,
  type AdminOrder,
  type OrderStatus,
  type RecordRefundRequestSchema,
  type User,
} from '@avstore/core';
import type { z } from 'zod';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { orderRefunds, orders, payments } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record-audit';
import { recordMail, type MailKick, type OrderMailKind } from '../mail/outbox';
import { loadOrderDocument } from '../order-documents/order-document';
import type { CurrentShop } from '../order-documents/shop';
import { issueCreditNote, issueInvoice } from '../tax-documents/issue';
import { changeStatus, type StepDetails } from '../orders/status';
import { recordStatementPayment } from '../payments/bank-transfer/statement-payment';
import { countOrder } from '../../telemetry/metrics';
import { getAdminOrder } from './admin-orders';

export interface FulfilmentDeps {
  db: Db;
  /** Sends the mail recorded with the change, once it has committed. */
  mailKick: MailKick;
  config: { SHOP_TIMEZONE: string };
  /** The shop as named now, with its VAT registration: a refund's credit note (decision 025). */
  shop?: CurrentShop;
}

/** Each step mails the shopper in its own words (docs/product.md §14). */
const STATUS_MAILS: Partial<Record<OrderStatus, OrderMailKind>> = {
  confirmed: 'order_confirmed',
  dispatched: 'order_dispatched',
  ready_for_collection: 'order_ready',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

/**
 * Moves an order along the transitions of its delivery method (docs/product.md §4 "Order status")
 * and records who did, and the customer's mail (docs/product.md §14), in one transaction; the
 * mail is sent after the commit, and retried until it goes (docs/architecture.md#mail), so a mail
 * server that is down never undoes nor loses the change.
 */
export async function changeOrderStatus(
  { db, mailKick }: FulfilmentDeps,
  actor: User,
  id: string,
  status: OrderStatus,
  dispatch: StepDetails,
  log: Logger,
): Promise<AdminOrder> {
  // A bank transfer's money seen on the shop's statement: recorded as its payment, then confirmed.
  const statementReference = status === 'confirmed' ? dispatch.statementReference : undefined;
  const order = await transaction(db, async (tx) => {
    const before = await getAdminOrder(tx, id);
    if (statementReference) await recordStatementPayment(tx, id, statementReference);
    await changeStatus(tx, id, status, dispatch);
    const kind = statementReference ? 'payment_received' : STATUS_MAILS[status];
    if (kind) await recordMail(tx, { kind, orderId: id, params: { reason: 'shop' } });
    const after = await getAdminOrder(tx, id);
    await recordAudit(tx, {
      actor,
      action: `order.${status}`,
      entity: 'order',
      entityId: id,
      before: { status: before.status },
      after: {
        status: after.status,
        ...(after.tracking && { tracking: after.tracking }),
        ...(statementReference && { statementReference }),
      },
    });
    return after;
  });
  log.info({ order: id, status }, 'order status changed by the shop');
  if (statementReference) countOrder('paid', 'bank_transfer');
  mailKick();
  return order;
}

/** The shop's today, YYYY-MM-DD. */
const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format();

/**
 * What the shopper paid for an order: card or KOKO money received (kept, owed back or given
 * back), and a cash order's total once it was handed over.
 */
async function paidCents(tx: DbOrTx, order: typeof orders.$inferSelect): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        inArray(payments.status, ['succeeded', 'refund_due', 'refunded']),
      ),
    );
  const cash = order.paymentMethod === 'cash' && order.status === 'delivered';
  return Number(row?.cents ?? 0) + (cash ? order.totalCents : 0);
}

/**
 * Settles the payments owed back, oldest first, as far as the refunds made cover them: they are
 * 'refunded' then, and leave the dashboard's 'Refund due'.
 */
async function settleRefundsDue(tx: DbOrTx, orderId: string, refundedCents: number) {
  const attempts = await tx
    .select({ id: payments.id, status: payments.status, cents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['refund_due', 'refunded'])))
    .orderBy(asc(payments.createdAt));
  let settled = attempts.filter((p) => p.status === 'refunded').reduce((s, p) => s + p.cents, 0);
  for (const due of attempts.filter((p) => p.status === 'refund_due')) {
    if (settled + due.cents > refundedCents) break;
    settled += due.cents;
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(eq(payments.id, due.id));
  }
}

/**
 * Records a refund the shop made (whole or part, never more than was paid and not yet refunded),
 * settles the payments it covers, mails the shopper and audits it, in one transaction.
 */
export async function recordRefund(
  { db, mailKick, config, shop }: FulfilmentDeps,
  actor: User,
  id: string,
  input: z.output<typeof RecordRefundRequestSchema>,
  log: Logger,
): Promise<AdminOrder> {
  if (input.refundedOn > today(config.SHOP_TIMEZONE))
    throw new AppError('invalid', REFUND_MESSAGES.future);
  const amountCents = toCents(input.amount);
  const shopNow = await shop?.();
  const order = await transaction(db, async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound('Order not found');
    // The invoice a credit note refers to, issued now if no one has needed it yet: before the
    // refund, while the order still counts as paid.
    if (shopNow) await issueInvoice(tx, await loadOrderDocument(tx, id), shopNow);
    const paid = await paidCents(tx, row);
    if (paid === 0) throw new AppError('conflict', REFUND_MESSAGES.nothingPaid, 'nothing_paid');
    const [done] = await tx
      .select({ cents: sql<string>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, id));
    const before = Number(done?.cents ?? 0);
    if (amountCents > paid - before)
      throw new AppError(
        'conflict',
        REFUND_MESSAGES.tooMuch(formatCents(paid - before).replace('\u00a0', ' ')),
        'refund_too_much',
      );
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: id,
        amountCents,
        method: input.method,
        reference: input.reference,
        refundedOn: input.refundedOn,
        recordedBy: actor.id,
        recordedByEmail: actor.email,
      })
      .returning();
    await issueCreditNote(tx, refund!);
    await settleRefundsDue(tx, id, before + amountCents);
    await recordMail(tx, {
      kind: 'order_refunded',
      orderId: id,
      key: `order_refunded:${refund!.id}`,
      params: { refundId: refund!.id },
    });
    await recordAudit(tx, {
      actor,
      action: 'order.refund',
      entity: 'order',
      entityId: id,
      before: { refundedCents: before },
      after: { refundedCents: before + amountCents, ...input },
    });
    return getAdminOrder(tx, id);
  });
  log.info({ order: id, amountCents }, 'refund recorded by the shop');
  mailKick();
  return order;
}
