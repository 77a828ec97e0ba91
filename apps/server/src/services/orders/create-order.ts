import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHECKOUT_MESSAGES,
  currentPriceCents,
  lineLimitMessage,
  unpaidLimitMessage,
  MAX_ORDER_TOTAL,
  orderTotals,
  PROMO_MESSAGES,
  stockLimitMessage,
  toCents,
  toRupees,
  type CreateOrderRequestSchema,
  type Priced,
} from '@avstore/core';
import type { z } from 'zod';
import { transaction, type Db } from '../../db/database';
import { orders, products, promoUses } from '../../db/schema';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../auth/users';

type CreateOrder = z.output<typeof CreateOrderRequestSchema>;

/** A product row's prices in rupees, as the core price rules take them. */
export function pricedOf(row: { priceCents: number; discountPriceCents: number | null }): Priced {
  return {
    price: toRupees(row.priceCents),
    discountPrice: row.discountPriceCents === null ? null : toRupees(row.discountPriceCents),
  };
}

/** What one account may hold (DESIGN "Limits on abuse"). */
export interface OrderLimits {
  /** The most unpaid (pending) orders of any payment method at once (MAX_UNPAID_ORDERS). */
  maxUnpaidOrders: number;
  /** The most units one line may take (MAX_LINE_QUANTITY). */
  maxLineQuantity: number;
}

/**
 * Creates an order in one transaction: prices recomputed from our own data, stock taken (never
 * below zero), promo uses recorded. Any refusal rolls everything back (DESIGN "Orders").
 */
export async function createOrder(
  db: Db,
  userId: string,
  request: CreateOrder,
  limits: OrderLimits,
): Promise<string> {
  const { customer, items } = request;
  const tooMany = items.find((i) => i.quantity > limits.maxLineQuantity);
  if (tooMany)
    throw new AppError(
      'invalid',
      lineLimitMessage(limits.maxLineQuantity, tooMany.name ?? 'one product'),
      'line_limit',
    );
  if (customer.deliveryMethod && customer.deliveryMethod !== request.deliveryMethod) {
    throw new AppError('invalid', 'The delivery method of the customer and of the order differ.');
  }
  if (customer.paymentMethod && customer.paymentMethod !== request.paymentMethod) {
    throw new AppError('invalid', 'The payment method of the customer and of the order differ.');
  }
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length)
    throw new AppError('invalid', 'A product appears twice in the cart.');
  const promos = new Map(customer.promoCodeList.map((p) => [p.productId, p.promoCode]));
  for (const item of items) {
    if ((item.appliedPromoCode ?? undefined) !== promos.get(item.id)) {
      throw new AppError(
        'invalid',
        'The promo codes of the cart do not match. Please review your cart.',
      );
    }
  }
  if ([...promos.keys()].some((id) => !ids.includes(id))) {
    throw new AppError('invalid', 'A promo code is for a product that is not in the cart.');
  }

  try {
    return await transaction(db, async (tx) => {
      // One order at a time per user, so the unpaid-order cap stays exact.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`);
      const [unpaid] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
      if ((unpaid?.n ?? 0) >= limits.maxUnpaidOrders)
        throw new AppError(
          'conflict',
          unpaidLimitMessage(limits.maxUnpaidOrders),
          'too_many_unpaid',
        );

      const rows = await tx
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
        .orderBy(asc(products.id))
        .for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const missing = items.find((i) => !byId.has(i.id));
      if (missing) {
        throw new AppError(
          'conflict',
          `${missing.name ?? 'A product'} is no longer sold. Please review your cart.`,
          'product_gone',
        );
      }

      if (promos.size > 0) {
        // The unique index on promo_uses settles two orders racing with one code (see below).
        const used = await tx
          .select({ productId: promoUses.productId })
          .from(promoUses)
          .where(
            and(eq(promoUses.userId, userId), inArray(promoUses.productId, [...promos.keys()])),
          );
        if (used.length > 0)
          throw new AppError('conflict', PROMO_MESSAGES.alreadyApplied, 'promo_used');
        for (const [productId, code] of promos) {
          if (byId.get(productId)!.promoCode?.toUpperCase() !== code)
            throw new AppError('invalid', PROMO_MESSAGES.invalid, 'promo_invalid');
        }
      }

      const lines = items.map((item) => {
        const product = byId.get(item.id)!;
        const percent = promos.has(item.id) ? product.promoDiscount : null;
        return { item, product, percent };
      });
      const priced = orderTotals(
        lines.map(({ item, product, percent }) => ({
          product: pricedOf(product),
          quantity: item.quantity,
          promoPercent: percent,
        })),
      );
      if (priced.total > toCents(MAX_ORDER_TOTAL))
        throw new AppError('invalid', CHECKOUT_MESSAGES.orderTooLarge, 'order_too_large');
      const changed = lines.some(({ item }, i) => toCents(item.price) !== priced.units[i]);
      if (changed || toCents(request.total) !== priced.total) {
        throw new AppError('conflict', CHECKOUT_MESSAGES.pricesChanged, 'prices_changed');
      }
      for (const { item, product } of lines) {
        if (product.stock < item.quantity)
          throw new AppError(
            'conflict',
            stockLimitMessage(product.stock, product.name),
            'stock_short',
          );
      }

      const orderId = randomUUID();
      const delivery = request.deliveryMethod === 'delivery';
      const line = <T>(value: (entry: (typeof lines)[number], position: number) => T) =>
        sql.param(lines.map(value));
      // The stock, the order, its lines and its promo uses in one statement: one round trip.
      await tx.execute(sql`
        WITH line AS (
          SELECT * FROM unnest(
            ${line(({ product }) => product.id)}::uuid[],
            ${line((_, position) => position)}::int[],
            ${line(({ product }) => product.name)}::text[],
            ${line(({ product }) => product.category)}::text[],
            ${line(({ item }) => item.quantity)}::int[],
            ${line((_, position) => priced.units[position]!)}::bigint[],
            ${line(({ product }) => currentPriceCents(pricedOf(product)))}::bigint[],
            ${line(({ product }) => product.images[0] ?? null)}::text[],
            ${line(({ product, percent }) => (percent ? promos.get(product.id)! : null))}::text[],
            ${line(({ percent }) => percent)}::int[]
          ) AS l(product_id, position, name, category, quantity, unit_price_cents,
                 original_price_cents, image, promo_code, promo_discount)
        ), taken AS (
          UPDATE products SET stock = products.stock - line.quantity
          FROM line WHERE products.id = line.product_id
        ), placed AS (
          INSERT INTO orders (id, user_id, delivery_method, payment_method, total_cents, email,
                              first_name, last_name, phone, country, address, city, zip_code)
          VALUES (${orderId}, ${userId}, ${request.deliveryMethod}, ${request.paymentMethod},
                  ${priced.total}, ${customer.email}, ${customer.firstName},
                  ${customer.lastName}, ${customer.phone},
                  ${delivery ? (customer.country ?? '') : ''},
                  ${delivery ? (customer.address ?? '') : ''},
                  ${delivery ? (customer.city ?? '') : ''},
                  ${delivery ? (customer.zipCode ?? '') : ''})
        ), items AS (
          INSERT INTO order_items (order_id, product_id, position, name, category, quantity,
                                   unit_price_cents, original_price_cents, image, promo_code,
                                   promo_discount)
          SELECT ${orderId}, product_id, position, name, category, quantity, unit_price_cents,
                 original_price_cents, image, promo_code, promo_discount
          FROM line
        )
        INSERT INTO promo_uses (user_id, product_id, order_id, promo_code, discount)
        SELECT ${userId}, product_id, ${orderId}, promo_code, promo_discount
        FROM line WHERE promo_code IS NOT NULL`);
      return orderId;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', PROMO_MESSAGES.alreadyApplied, 'promo_used');
    throw error;
  }
}
