import { sql, type SQL } from 'drizzle-orm';
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

/** The columns of `heldTotals`, as PostgreSQL gives them. */
export type HeldRow = {
  orders: number;
  units: number;
  /** Cents, as text: a bigint. */
  value: string;
  /** Units by product id; null when none is held. */
  by_product: Record<string, number> | null;
};

/**
 * What the account's pending orders hold, as columns of one row: how many there are (the
 * unpaid-order cap), their units and goods, and the units of each product (of `products` only,
 * when given: an order needs those of its own lines). An order placed from a quotation counts for
 * none of it: the shop approved it (issue #28). Each pending order and line is read once, through
 * orders_user_pending_idx and order_items_order_idx; a distinct count beside a total per product
 * (GROUP BY ROLLUP) had sorted all of them again for each product: 10 ms at 500 pending orders.
 */
export function heldTotals(userId: string, products?: readonly string[]): SQL {
  const ofProducts = products
    ? sql`product_id = ANY(${sql.param(products)}::uuid[])`
    : sql`product_id IS NOT NULL`;
  return sql`
    WITH pending AS MATERIALIZED (
      SELECT id FROM orders
       WHERE user_id = ${userId} AND status = 'pending' AND quotation_id IS NULL
    ), lines AS MATERIALIZED (
      SELECT product_id, quantity, unit_price_cents
        FROM order_items WHERE order_id IN (SELECT id FROM pending)
    )
    SELECT (SELECT count(*) FROM pending)::int AS orders,
           (SELECT coalesce(sum(quantity), 0) FROM lines)::int AS units,
           (SELECT coalesce(sum(quantity * unit_price_cents), 0) FROM lines)::text AS value,
           (SELECT json_object_agg(product_id, units) FROM (
              SELECT product_id, sum(quantity)::int AS units FROM lines
               WHERE ${ofProducts} GROUP BY product_id) p) AS by_product`;
}

/** The held stock of a `heldTotals` row. */
export function heldOf(row: HeldRow | undefined): AccountHolds['held'] {
  return {
    units: row?.units ?? 0,
    valueCents: Number(row?.value ?? 0),
    orders: row?.orders ?? 0,
    byProduct: new Map(Object.entries(row?.by_product ?? {})),
  };
}

/**
 * Who the account is and what its pending orders hold, in one round trip (heldTotals). Read under
 * the account's lock, so nothing of its own changes it meanwhile.
 */
export async function accountHolds(tx: Tx, userId: string): Promise<AccountHolds> {
  const { rows } = await tx.execute<HeldRow & { email: string; confirmed: boolean }>(sql`
    SELECT u.email, u.email_confirmed_at IS NOT NULL AS confirmed, h.*
      FROM users u, (${heldTotals(userId)}) h
     WHERE u.id = ${userId}`);
  const row = rows[0];
  return { email: row?.email ?? '', confirmed: row?.confirmed ?? false, held: heldOf(row) };
}

/**
 * Units held by the pending orders placed from `address` by accounts still unconfirmed (an
 * account confirmed since counts no more), as a scalar subquery. Read through
 * orders_placed_from_pending_idx.
 */
export function heldFromAddress(address: string): SQL {
  return sql`(
    SELECT coalesce(sum(i.quantity), 0)::int
      FROM orders o
      JOIN users u ON u.id = o.user_id AND u.email_confirmed_at IS NULL
      JOIN order_items i ON i.order_id = o.id
     WHERE o.placed_from = ${address} AND o.status = 'pending')`;
}
