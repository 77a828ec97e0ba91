import { sql } from 'drizzle-orm';
import type { HeldStock } from '@avstore/core';
import type { Tx } from '../../db/database';

/**
 * The advisory-lock class of an address's unconfirmed orders (issue #23). The two-key form keeps
 * these locks apart from the one-key per-account locks of create-order.ts.
 */
const ADDRESS_LOCK = 23;

/** One order at a time from `address` by an unconfirmed account, so its count stays exact. */
export async function lockAddress(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`);
}

/** The account's address and whether it is confirmed, with what its pending orders hold. */
export interface AccountHolds {
  email: string;
  confirmed: boolean;
  held: HeldStock & { orders: number };
}

/**
 * Who the account is and what its pending orders hold, in one round trip: how many there are (the
 * unpaid-order cap), their units and goods, and their units by product. Read under the account's
 * lock, so nothing of its own changes it meanwhile. An order placed from a quotation counts for
 * none of it: the shop approved it (issue #28).
 */
export async function accountHolds(tx: Tx, userId: string): Promise<AccountHolds> {
  const { rows } = await tx.execute<{
    email: string;
    confirmed: boolean;
    product_id: string | null;
    total: number;
    units: number;
    value: string;
    orders: number;
  }>(sql`
    SELECT u.email, u.email_confirmed_at IS NOT NULL AS confirmed, i.product_id,
           GROUPING(i.product_id) AS total,
           coalesce(sum(i.quantity), 0)::int AS units,
           coalesce(sum(i.quantity * i.unit_price_cents), 0)::text AS value,
           count(DISTINCT o.id)::int AS orders
      FROM users u
      LEFT JOIN orders o ON o.user_id = u.id AND o.status = 'pending' AND o.quotation_id IS NULL
      LEFT JOIN order_items i ON i.order_id = o.id
     WHERE u.id = ${userId}
     GROUP BY u.email, u.email_confirmed_at, ROLLUP (i.product_id)`);
  const total = rows.find((r) => r.total === 1);
  return {
    email: total?.email ?? '',
    confirmed: total?.confirmed ?? false,
    held: {
      units: total?.units ?? 0,
      valueCents: Number(total?.value ?? 0),
      orders: total?.orders ?? 0,
      byProduct: new Map(
        rows
          .filter((r) => r.total === 0 && r.product_id !== null)
          .map((r) => [r.product_id!, r.units]),
      ),
    },
  };
}

/**
 * Units held by the pending orders placed from `address` by accounts still unconfirmed (an
 * account confirmed since counts no more). Read through orders_placed_from_pending_idx.
 */
export async function heldFromAddress(tx: Tx, address: string): Promise<number> {
  const { rows } = await tx.execute<{ units: number }>(sql`
    SELECT coalesce(sum(i.quantity), 0)::int AS units
      FROM orders o
      JOIN users u ON u.id = o.user_id AND u.email_confirmed_at IS NULL
      JOIN order_items i ON i.order_id = o.id
     WHERE o.placed_from = ${address} AND o.status = 'pending'`);
  return rows[0]?.units ?? 0;
}
