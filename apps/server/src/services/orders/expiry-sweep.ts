import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { transaction, type Db } from '../../db/database';
import { orders } from '../../db/schema';
import { changeStatus } from './status';

const BATCH = 20;

/** Asked before an unpaid order is cancelled: true when the provider says it was paid after all. */
export type PaidCheck = (orderId: string) => Promise<boolean>;

/**
 * Cancels card and KOKO orders left unpaid past ORDER_PAYMENT_TTL, returning their stock. Rows
 * are claimed with FOR UPDATE SKIP LOCKED, so several instances can sweep at once.
 */
export async function sweepExpiredOrders(
  db: Db,
  ttlMs: number,
  paidCheck: PaidCheck,
  log: FastifyBaseLogger,
): Promise<number> {
  let cancelled = 0;
  const paid: string[] = [];
  // One order per transaction: cancelling locks its products, and holding several orders'
  // products at once could deadlock with new orders.
  for (let i = 0; i < BATCH; i++) {
    const outcome = await transaction(db, async (tx) => {
      const [due] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            inArray(orders.paymentMethod, ['card', 'koko']),
            lt(orders.createdAt, sql`now() - make_interval(secs => ${ttlMs / 1000})`),
            paid.length ? notInArray(orders.id, paid) : undefined,
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return 'done';
      if (await paidCheck(due.id)) {
        log.warn(
          { order: due.id },
          'an expired order turned out to be paid; leaving it for confirmation',
        );
        paid.push(due.id);
        return 'paid';
      }
      await changeStatus(tx, due.id, 'cancelled');
      return 'cancelled';
    });
    if (outcome === 'done') break;
    if (outcome === 'cancelled') cancelled++;
  }
  if (cancelled) log.info({ cancelled }, 'cancelled unpaid orders past their payment time');
  return cancelled;
}

/** Runs the sweep every `everyMs` until the returned stop is called. */
export function startExpirySweep(
  db: Db,
  ttlMs: number,
  everyMs: number,
  paidCheck: PaidCheck,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredOrders(db, ttlMs, paidCheck, log)
      .catch((error: unknown) => log.error({ err: error }, 'the unpaid-order sweep failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
