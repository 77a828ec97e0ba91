import { and, asc, inArray, lt, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
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
  await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending'),
          inArray(orders.paymentMethod, ['card', 'koko']),
          lt(orders.createdAt, sql`now() - make_interval(secs => ${ttlMs / 1000})`),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const { id } of due) {
      if (await paidCheck(id)) {
        log.warn(
          { order: id },
          'an expired order turned out to be paid; leaving it for confirmation',
        );
        continue;
      }
      await changeStatus(tx, id, 'cancelled');
      cancelled++;
    }
  });
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
