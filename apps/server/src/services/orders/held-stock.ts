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

/** Whether the account's e-mail address is confirmed, and the address itself. */
export async function accountStanding(
  tx: Tx,
  userId: string,
): Promise<{ email: string; confirmed: boolean }> {
  const { rows } = await tx.execute<{ email: string; confirmed: boolean }>(
    sql`SELECT email, email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE id = ${userId}`,
  );
  return rows[0] ?? { email: '', confirmed: false };
}

/** What the account's pending orders hold, with how many there are. */
export async function heldByAccount(
  tx: Tx,
  userId: string,
): Promise<HeldStock & { orders: number }> {
  const { rows } = await tx.execute<{
    product_id: string;
    units: number;
    value: string;
    orders: number;
  }>(sql`
    SELECT i.product_id, sum(i.quantity)::int AS units,
           sum(i.quantity * i.unit_price_cents)::text AS value,
           count(DISTINCT o.id)::int AS orders
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.user_id = ${userId} AND o.status = 'pending'
     GROUP BY ROLLUP (i.product_id)`);
  const total = rows.find((r) => r.product_id === null);
  return {
    units: total?.units ?? 0,
    valueCents: Number(total?.value ?? 0),
    orders: total?.orders ?? 0,
    byProduct: new Map(
      rows.filter((r) => r.product_id !== null).map((r) => [r.product_id, r.units]),
    ),
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
