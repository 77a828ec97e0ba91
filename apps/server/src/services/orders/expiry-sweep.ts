import { and, asc, eq, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { RESEND_AFTER_REJECTION_MS } from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { orders } from '../../db/schema';
import type { Logger } from '../../logger';
import { countOrder } from '../../telemetry/metrics';
import { recordMail } from '../mail/outbox';
import { changeStatus } from './status';

const BATCH = 20;

/**
 * Asked before an unpaid order is cancelled: true when the provider says it was paid after all.
 * Throws when the provider cannot be asked; the order then waits for a later sweep.
 */
export type PaidCheck = (orderId: string) => Promise<boolean>;

/**
 * Why the sweep cancelled an order: unpaid by card, KOKO or bank transfer, or a cash order never
 * confirmed.
 */
export type ExpiryReason = 'unpaid' | 'unconfirmed';

export interface SweepOptions {
  /** Cash orders the shop has not confirmed this long are cancelled too (CASH_ORDER_TTL). */
  cashTtlMs?: number;
  /** Bank-transfer orders with no slip verified this long are cancelled too (BANK_TRANSFER_TTL). */
  bankTtlMs?: number;
  /**
   * Orders placed by an account whose e-mail address is not confirmed, and still is not, are
   * cancelled this long after, whatever their payment method (UNCONFIRMED_HOLD_TTL).
   */
  unconfirmedTtlMs?: number;
  /** Told of each order cancelled, once its transaction (which recorded its mail) has committed. */
  onCancelled?: (orderId: string, reason: ExpiryReason) => Promise<void>;
}

const olderThan = (ms: number) =>
  lt(orders.createdAt, sql`now() - make_interval(secs => ${ms / 1000})`);

/**
 * A bank-transfer order is left to the shop while a slip of it waits to be checked, and for a day
 * after the shop rejected one, so the shopper can send the right slip (docs/product.md §12 "Bank
 * transfer"): a shop would rather decide on a payment sent in time than lose the sale to a clock.
 */
const noSlipInHand = sql`NOT EXISTS (
  SELECT 1 FROM payment_slips s
   WHERE s.order_id = ${orders.id}
     AND (s.status = 'waiting'
          OR (s.status = 'rejected'
              AND s.decided_at > now() - make_interval(secs => ${RESEND_AFTER_REJECTION_MS / 1000}))))`;

/**
 * Cancels card and KOKO orders left unpaid past ORDER_PAYMENT_TTL and, with `cashTtlMs`, cash
 * orders the shop left unconfirmed that long, and with `unconfirmedTtlMs` the orders of accounts
 * whose e-mail address is not confirmed (marked by placed_from), returning their stock and
 * freeing their codes.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several instances can sweep at once.
 */
export async function sweepExpiredOrders(
  db: Db,
  ttlMs: number,
  paidCheck: PaidCheck,
  log: Logger,
  options: SweepOptions = {},
): Promise<number> {
  const { cashTtlMs, bankTtlMs, unconfirmedTtlMs, onCancelled } = options;
  const pastPaymentTime = or(
    and(inArray(orders.paymentMethod, ['card', 'koko']), olderThan(ttlMs)),
    cashTtlMs === undefined
      ? undefined
      : and(eq(orders.paymentMethod, 'cash'), olderThan(cashTtlMs)),
    bankTtlMs === undefined
      ? undefined
      : and(eq(orders.paymentMethod, 'bank_transfer'), olderThan(bankTtlMs), noSlipInHand),
  )!;
  // An unconfirmed account's hold (docs/product.md §11 "What unpaid orders may hold"); one
  // confirmed since keeps its orders for the usual time.
  const unconfirmedHold =
    unconfirmedTtlMs === undefined
      ? undefined
      : and(
          isNotNull(orders.placedFrom),
          olderThan(unconfirmedTtlMs),
          sql`EXISTS (SELECT 1 FROM users u
                       WHERE u.id = ${orders.userId} AND u.email_confirmed_at IS NULL)`,
        );
  const expired = or(pastPaymentTime, unconfirmedHold);
  let cancelled = 0;
  // Orders to leave alone this round: paid after all, or their provider could not be asked.
  const skipped: string[] = [];
  // One order per transaction: cancelling locks its products, and holding several orders'
  // products at once could deadlock with new orders.
  for (let i = 0; i < BATCH; i++) {
    const outcome = await transaction(db, async (tx) => {
      const [due] = await tx
        .select({
          id: orders.id,
          paymentMethod: orders.paymentMethod,
          pastPaymentTime: sql<boolean>`coalesce(${pastPaymentTime}, false)`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            expired,
            skipped.length ? notInArray(orders.id, skipped) : undefined,
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return 'done';
      // A cash order is asked too: it may have been a card or KOKO order switched to cash, whose
      // earlier attempts, paid late, are to be recorded for a refund (they never confirm it).
      const paid = await paidCheck(due.id).catch(() => undefined);
      if (paid !== false) {
        log.warn(
          { order: due.id },
          paid
            ? 'an expired order turned out to be paid; leaving it for confirmation'
            : 'the provider could not say whether an expired order was paid; asking again later',
        );
        skipped.push(due.id);
        return 'skipped';
      }
      await changeStatus(tx, due.id, 'cancelled');
      const reason = due.paymentMethod === 'cash' ? 'unconfirmed' : 'unpaid';
      const usualMs =
        due.paymentMethod === 'cash'
          ? cashTtlMs
          : due.paymentMethod === 'bank_transfer'
            ? bankTtlMs
            : ttlMs;
      // The shopper's notice stands or falls with the cancellation (docs/architecture.md#mail).
      await recordMail(tx, {
        kind: 'order_cancelled',
        orderId: due.id,
        params: due.pastPaymentTime
          ? { reason, afterMs: usualMs }
          : { reason: 'address', afterMs: unconfirmedTtlMs },
      });
      return { id: due.id, reason, method: due.paymentMethod } as const;
    });
    if (outcome === 'done') break;
    if (typeof outcome === 'object') {
      cancelled++;
      countOrder('expired', outcome.method);
      await onCancelled?.(outcome.id, outcome.reason).catch((error: unknown) =>
        log.error(
          { err: error, order: outcome.id },
          'telling the shopper of a cancellation failed',
        ),
      );
    }
  }
  if (cancelled) log.info({ cancelled }, 'cancelled unpaid orders past their payment time');
  return cancelled;
}
