import { and, eq, gt, sql } from 'drizzle-orm';
import {
  heldLimitMessage,
  REFUSED_ORDER_SENDER,
  refusedOrderRecord,
  type RefusedOrder,
  type ShopContact,
} from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../errors';

/** One record of a refused order per account this often at most, so refusals flood nothing. */
const RECORD_EVERY_MS = 60 * 60_000;

/**
 * An order refused by the limits on what unpaid orders may hold: 409 with the words for the
 * shopper, and what the shop's record needs, for after the transaction has rolled back.
 */
export class HoldRefused extends AppError {
  constructor(
    readonly order: RefusedOrder & { userId: string },
    shop: ShopContact,
  ) {
    super(
      'conflict',
      heldLimitMessage(order.refusal, order.confirmed, shop),
      `held_${order.refusal.kind}`,
    );
  }
}

/**
 * Keeps the refused order among the back office's contact messages, where the shop reads what
 * shoppers ask of it (docs/product.md §11 "What unpaid orders may hold"): at most one per account
 * per hour, decided under the account's own advisory lock so two refusals at once make one.
 */
export async function recordRefusedOrder(db: Db, refused: HoldRefused['order']): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${refused.userId}))`);
    const [recent] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.name, REFUSED_ORDER_SENDER),
          eq(contactMessages.email, refused.accountEmail),
          gt(
            contactMessages.createdAt,
            sql`now() - make_interval(secs => ${RECORD_EVERY_MS / 1000})`,
          ),
        ),
      )
      .limit(1);
    if (recent) return;
    await tx.insert(contactMessages).values({
      name: REFUSED_ORDER_SENDER,
      email: refused.accountEmail,
      message: refusedOrderRecord(refused),
    });
  });
}
