import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What the store mails about an order (docs/product.md §14). */
export type OrderMailKind =
  | 'order_confirmation'
  | 'shop_new_order'
  | 'order_confirmed'
  | 'order_dispatched'
  | 'order_ready'
  | 'order_delivered'
  | 'order_refunded'
  | 'order_cancelled'
  | 'refund_due'
  | 'order_details_corrected'
  | 'payment_received'
  | 'slip_rejected'
  | 'shop_slip_uploaded';

export interface OutboxEntry {
  kind: OrderMailKind;
  orderId: string;
  params?: Record<string, unknown>;
  /** Defaults to '<kind>:<order id>': one such mail per order. */
  key?: string;
}

/**
 * Records mail to send inside the caller's transaction, so it stands or falls with the change it
 * tells of. A mail already recorded under the same key (a replayed confirmation) is left as it is.
 */
export async function recordMail(tx: DbOrTx, ...entries: OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await mailWrite(tx, entries);
}

/**
 * The statement that records `entries` (at least one), unsent: an order writes it within its
 * own one statement (orders/order-write.ts).
 */
export function mailWrite(tx: DbOrTx, entries: OutboxEntry[]) {
  return tx
    .insert(mailOutbox)
    .values(
      entries.map((e) => ({
        key: e.key ?? `${e.kind}:${e.orderId}`,
        kind: e.kind,
        orderId: e.orderId,
        params: e.params ?? {},
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.key });
}

/** Tells the sender that mail was recorded, once the transaction that recorded it committed. */
export type MailKick = () => void;

/**
 * A claimed mail is another sender's again after this, unless its sender renews the claim: a
 * sender that died while sending (a kill -9, a lost machine) holds it no longer than this.
 */
const LEASE_MS = 15_000;
/** The sender renews the claims of the mail in its hands this often while it sends. */
const RENEW_MS = 5_000;
/**
 * A send still going after this (a mail server that accepted the connection and then said
 * nothing) no longer holds its mail: another sender may take it.
 */
const MOST_HELD_MS = 10 * 60_000;
/**
 * After a pass the sender wakes itself when the next mail falls due, if that is this soon: a retry,
 * or the claim of a sender that died running out. Later ones are the job queue's wake-ups'.
 */
const WAKE_WITHIN_MS = 60_000;
/** Attempts before a mail is given up (status 'failed', logged): about a day of retries. */
export const MAX_MAIL_ATTEMPTS = 10;
const BATCH = 10;
/** Mail sent in one pass at most, so a long queue never holds one sender for long. */
const PASS_LIMIT = 100;
/**
 * How long mail waits at most while the store is busy answering shoppers (`busy`), from when it
 * first waited until the queue is empty again: past it, mail goes however busy the store is, so a
 * rush that never ends delays it by this much and no more.
 */
export const MOST_YIELD_MS = 20_000;
/** How often a waiting sender looks again whether the store is still busy. */
const YIELD_POLL_MS = 100;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min ... up to 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** The one order mail that goes to the shop rather than the shopper: never held. */
const TO_THE_SHOP: OrderMailKind = 'shop_new_order';

/**
 * A mail that may go now: the shop's, or one whose order's account has confirmed its address
 * (issue #23). The others are held, waiting on the shopper rather than on the sender.
 */
export const mayGo = sql`(mail_outbox.kind = ${TO_THE_SHOP} OR NOT EXISTS (
  SELECT 1 FROM orders JOIN users ON users.id = orders.user_id
  WHERE orders.id = mail_outbox.order_id AND users.email_confirmed_at IS NULL))`;

/** How long a mail held for an unconfirmed address is left before it is looked at again. */
const HELD_FOR = '1 hour';

/**
 * Moves the due mails of unconfirmed accounts an hour ahead, so a sender's pass (every few
 * seconds) never reads them again and again, however many pile up; confirming the address brings them back to
 * now (releaseHeldMail).
 */
async function setAsideHeld(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE mail_outbox SET next_attempt_at = now() + ${HELD_FOR}::interval
    WHERE status = 'pending' AND next_attempt_at <= now() AND kind <> ${TO_THE_SHOP}
      AND EXISTS (
        SELECT 1 FROM orders JOIN users ON users.id = orders.user_id
        WHERE orders.id = mail_outbox.order_id AND users.email_confirmed_at IS NULL)`);
}

/** Makes an account's held mail due now: its address has just been confirmed. */
export async function releaseHeldMail(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE mail_outbox SET next_attempt_at = now()
    WHERE status = 'pending'
      AND order_id IN (SELECT id FROM orders WHERE user_id = ${userId})`);
}

/**
 * Takes up to `limit` due mails for this sender: one statement, with FOR UPDATE SKIP LOCKED so
 * that several instances never take the same row, moving each row's next attempt a lease ahead.
 * A shopper's mail waits while the account's address is unconfirmed (issue #23): confirming it
 * wakes the sender, and the mail goes then.
 */
async function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE mail_outbox SET attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${LEASE_MS / 1000})
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE status = 'pending' AND next_attempt_at <= now() AND ${mayGo}
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  if (result.rows.length === 0) return [];
  const ids = result.rows.map((r) => r.id);
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .orderBy(mailOutbox.createdAt);
}

export interface OutboxSenderDeps {
  db: Db;
  mailer: Mailer;
  /**
   * The message for a recorded mail, rendered now from the order as it is; null when it is no
   * longer true (it is then kept as 'skipped').
   */
  compose: (row: OutboxRow) => Promise<MailMessage | null>;
  log: Logger;
  /**
   * True while the store is busy answering shoppers: mail then waits (up to `mostYieldMs`), for
   * a mail's receipt and message take the CPU an order's answer waits for (issue #29).
   */
  busy?: () => boolean;
  /** MOST_YIELD_MS unless given (tests). */
  mostYieldMs?: number;
}

/**
 * Sends recorded mail: at once when kicked after a commit, and when the job queue wakes it
 * (services/jobs/store-jobs.ts) for retries, for mail another instance recorded and for mail a
 * dead sender held. Passes on one instance never overlap.
 */
export function outboxSender({
  db,
  mailer,
  compose,
  log,
  busy = () => false,
  mostYieldMs = MOST_YIELD_MS,
}: OutboxSenderDeps) {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  /** The mail claimed and not yet sent nor put back, with when it was claimed. */
  const inHand = new Map<string, number>();
  let wake: NodeJS.Timeout | undefined;

  /** Wakes this sender when the next mail that may go falls due, if soon. */
  async function planWake(): Promise<void> {
    const next = await db.execute<{ ms: number }>(sql`
      SELECT extract(epoch FROM next_attempt_at - now())::float8 * 1000 AS ms FROM mail_outbox
      WHERE status = 'pending' AND ${mayGo}
      ORDER BY next_attempt_at LIMIT 1`);
    const ms = next.rows[0]?.ms;
    clearTimeout(wake);
    if (ms === undefined || ms > WAKE_WITHIN_MS || closed) return;
    wake = setTimeout(() => void run(), Math.max(0, ms) + 100);
    wake.unref();
  }

  /**
   * Moves the claims of the mail in hand a lease ahead. A mail put back after a failure waits
   * longer than a lease (30 s at least): it is no longer claimed, and its wait is left alone.
   */
  async function renew(): Promise<void> {
    const ids = [...inHand].filter(([, at]) => Date.now() - at < MOST_HELD_MS).map(([id]) => id);
    if (ids.length === 0) return;
    const leaseEnd = sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseEnd })
      .where(
        and(
          inArray(mailOutbox.id, ids),
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, leaseEnd),
        ),
      );
  }

  async function sendOne(row: OutboxRow): Promise<void> {
    try {
      const message = await compose(row);
      if (message) await mailer.send(message);
      await db
        .update(mailOutbox)
        .set(
          message
            ? { status: 'sent', sentAt: sql`now()`, lastError: null }
            : { status: 'skipped', lastError: null },
        )
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const spent = row.attempts >= MAX_MAIL_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: spent ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(row.attempts) / 1000})`,
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
      const fields = { err: error, mail: row.key, attempts: row.attempts };
      if (spent) log.error(fields, 'a mail could not be sent and was given up');
      else log.warn(fields, 'a mail could not be sent; it will be tried again');
    }
  }

  /** When the sender first waited for a busy store since its queue was last empty. */
  let yieldingSince: number | undefined;

  /** Waits while the store is busy, unless mail has waited for it long enough already. */
  async function yieldToShoppers(): Promise<void> {
    if (!busy()) return;
    yieldingSince ??= Date.now();
    while (!closed && busy() && Date.now() - yieldingSince < mostYieldMs)
      await sleep(YIELD_POLL_MS, undefined, { ref: false });
  }

  /** One pass: every due mail, a batch at a time. Gives how many were taken. */
  async function pass(): Promise<number> {
    let taken = 0;
    // Once a pass, not once a batch: it reads every due mail, which after a rush of orders is
    // thousands, for each ten sent (0.6 ms of PostgreSQL's CPU a mail after the order benchmark).
    await setAsideHeld(db);
    while (taken < PASS_LIMIT && !closed) {
      await yieldToShoppers();
      const rows = await claim(db, BATCH);
      if (rows.length === 0) {
        yieldingSince = undefined;
        break;
      }
      taken += rows.length;
      for (const row of rows) inHand.set(row.id, Date.now());
      for (const row of rows) {
        await sendOne(row);
        inHand.delete(row.id);
      }
    }
    return taken;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const renewal = setInterval(() => {
      renew().catch((error: unknown) =>
        log.warn({ err: error }, "the mail sender could not renew its mail's claims"),
      );
    }, RENEW_MS);
    renewal.unref();
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: unknown) => log.error({ err: error }, 'the mail sender failed'));
      } while (again && !closed);
      await planWake().catch((error: unknown) =>
        log.warn({ err: error }, 'the mail sender could not read when the next mail is due'),
      );
    })().finally(() => {
      clearInterval(renewal);
      inHand.clear();
      running = undefined;
      // A kick that came after the last pass (while the wake was planned) found this run still
      // going and asked for another: it is started here, or that mail would wait for the next
      // wake-up.
      if (again && !closed) void run();
    });
    return running;
  }

  /** Until no run is going: one that ends with a kick pending starts the next (above). */
  async function untilIdle(): Promise<void> {
    await run();
    while (running && !closed) await running;
  }

  return {
    /** Sends what is due now, in the background. */
    kick: (() => void (closed ? undefined : run())) as MailKick,
    /** Sends what is due now and waits until this instance's sender is idle. */
    flush: () => (closed ? Promise.resolve() : untilIdle()),
    /** Stops sending and waits for the mail being sent. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(wake);
      await running;
    },
  };
}

export type OutboxSender = ReturnType<typeof outboxSender>;
