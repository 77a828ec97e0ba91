import { sql, type SQL } from 'drizzle-orm';
import { NO_DELIVERY_CHARGES, type DeliveryRatesCents } from '@avstore/core';
import type { Tx } from '../../db/database';
import { executeNamed } from '../../db/named-statement';
import type { products } from '../../db/schema';
import { heldFromAddress, heldOf, heldTotals, type AccountHolds, type HeldRow } from './held-stock';

/** Who the account is, as its lock (accountLock) reads it. */
export interface AccountRow extends Record<string, unknown> {
  email: string | null;
  confirmed: boolean | null;
}

/**
 * The statement that takes the account's lock, so the unpaid-order cap and the holds stay exact
 * (one order at a time per account), and reads who the account is (accountOf), in one round trip.
 * The address's confirmation is never taken back, so reading it beside the lock's wait rather
 * than after it changes nothing.
 */
export function accountLock(userId: string): SQL {
  return sql`
    SELECT pg_advisory_xact_lock(hashtext(${userId})) AS locked, u.email,
           u.email_confirmed_at IS NOT NULL AS confirmed
      FROM (VALUES (1)) AS one LEFT JOIN users u ON u.id = ${userId}`;
}

/** Who the account is, from accountLock's rows. */
export function accountOf(rows: AccountRow[]): Pick<AccountHolds, 'email' | 'confirmed'> {
  return { email: rows[0]?.email ?? '', confirmed: rows[0]?.confirmed ?? false };
}

/** A product as an order reads it: what its lines, prices and checks need. */
export type OrderProduct = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'name'
  | 'category'
  | 'stock'
  | 'pictures'
  | 'priceCents'
  | 'discountPriceCents'
  | 'promoCode'
  | 'promoDiscount'
>;

export interface OrderReads {
  /** The order's products still sold, locked until the order commits. */
  products: OrderProduct[];
  /** What the account's pending orders hold; units by product for the order's products only. */
  held: AccountHolds['held'];
  /** Units held from `address` by unconfirmed accounts; undefined when no address was given. */
  addressUnits?: number;
  /** The delivery rates an order to `district` is charged by. */
  rates: DeliveryRatesCents;
}

type ReadRow = HeldRow & {
  address_units: number | null;
  charge_cents: string | null;
  free_threshold_cents: string | null;
  id: string | null;
  name: string;
  category: string;
  stock: number;
  pictures: OrderProduct['pictures'];
  price_cents: string;
  discount_price_cents: string | null;
  promo_code: string | null;
  promo_discount: number | null;
};

const cents = (value: string | null) => (value === null ? null : Number(value));

/**
 * Everything the order checks, in one round trip, under the account's lock (and, for an
 * unconfirmed account, the address's, taken before): the products, locked in the order of their
 * ids (so two orders never wait on each other), what the account's pending orders hold, what the
 * address's unconfirmed accounts hold, and the delivery rate of `district` (null: no charge can
 * apply, as for a pickup) with the threshold above which delivery is free. One row per product
 * still sold, or one row of nulls beside the account's figures when there is none.
 */
export async function readForOrder(
  tx: Tx,
  read: { userId: string; productIds: string[]; address: string | null; district: string | null },
): Promise<OrderReads> {
  const { userId, productIds, address, district } = read;
  const rates =
    district === null
      ? sql`NULL::bigint AS charge_cents, NULL::bigint AS free_threshold_cents`
      : sql`(SELECT charge_cents FROM delivery_charges WHERE district = ${district}) AS charge_cents,
            (SELECT free_threshold_cents FROM delivery_settings WHERE id = 1)
              AS free_threshold_cents`;
  const { rows } = await executeNamed<ReadRow>(
    tx,
    sql`
    WITH locked AS MATERIALIZED (
      SELECT id, name, category, stock, pictures, price_cents, discount_price_cents, promo_code,
             promo_discount
        FROM products
       WHERE id = ANY(${sql.param(productIds)}::uuid[]) AND archived_at IS NULL
       ORDER BY id
         FOR UPDATE
    ), account AS (${heldTotals(userId, productIds)})
    SELECT account.*, ${address === null ? sql`NULL::int` : heldFromAddress(address)} AS address_units,
           ${rates}, locked.*
      FROM account LEFT JOIN locked ON true`,
  );
  const first = rows[0];
  const charge = cents(first?.charge_cents ?? null);
  return {
    products: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id!,
        name: r.name,
        category: r.category,
        stock: r.stock,
        pictures: r.pictures,
        priceCents: Number(r.price_cents),
        discountPriceCents: cents(r.discount_price_cents),
        promoCode: r.promo_code,
        promoDiscount: r.promo_discount,
      })),
    held: heldOf(first),
    addressUnits: address === null ? undefined : (first?.address_units ?? 0),
    rates:
      district === null
        ? NO_DELIVERY_CHARGES
        : {
            chargesCents: charge === null ? {} : { [district]: charge },
            freeThresholdCents: cents(first?.free_threshold_cents ?? null),
          },
  };
}
