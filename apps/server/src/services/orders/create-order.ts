import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHECKOUT_MESSAGES,
  currentPriceCents,
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
import { orderItems, orders, products, promoUses } from '../../db/schema';
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

/** A user may hold this many unpaid card or KOKO orders at once (DESIGN "Orders"). */
export const MAX_UNPAID_ORDERS = 5;

/**
 * Creates an order in one transaction: prices recomputed from our own data, stock taken (never
 * below zero), promo uses recorded. Any refusal rolls everything back (DESIGN "Orders").
 */
export async function createOrder(db: Db, userId: string, request: CreateOrder): Promise<string> {
  const { customer, items } = request;
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
      // One order at a time per user: the unpaid-order cap and promo checks stay exact.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`);
      if (request.paymentMethod !== 'cash') {
        const [unpaid] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              eq(orders.status, 'pending'),
              inArray(orders.paymentMethod, ['card', 'koko']),
            ),
          );
        if ((unpaid?.n ?? 0) >= MAX_UNPAID_ORDERS)
          throw new AppError('conflict', CHECKOUT_MESSAGES.tooManyUnpaid, 'too_many_unpaid');
      }

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

      // One statement for every line: one round trip, and one catalogue notification.
      const taken = sql.join(
        lines.map(({ item, product }) => sql`(${product.id}::uuid, ${item.quantity}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`UPDATE ${products} SET stock = ${products.stock} - taken.quantity
            FROM (VALUES ${taken}) AS taken(id, quantity) WHERE ${products.id} = taken.id`,
      );
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          deliveryMethod: request.deliveryMethod,
          paymentMethod: request.paymentMethod,
          totalCents: priced.total,
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          phone: customer.phone,
          ...(request.deliveryMethod === 'delivery'
            ? {
                country: customer.country,
                address: customer.address,
                city: customer.city,
                zipCode: customer.zipCode,
              }
            : {}),
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      await tx.insert(orderItems).values(
        lines.map(({ item, product, percent }, position) => ({
          orderId,
          productId: product.id,
          position,
          name: product.name,
          category: product.category,
          quantity: item.quantity,
          unitPriceCents: priced.units[position]!,
          originalPriceCents: currentPriceCents(pricedOf(product)),
          image: product.images[0] ?? null,
          promoCode: percent ? promos.get(product.id)! : null,
          promoDiscount: percent,
        })),
      );
      const promoRows = lines
        .filter(({ percent }) => percent)
        .map(({ product, percent }) => ({
          userId,
          productId: product.id,
          orderId,
          promoCode: promos.get(product.id)!,
          discount: percent!,
        }));
      if (promoRows.length > 0) await tx.insert(promoUses).values(promoRows);
      return orderId;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', PROMO_MESSAGES.alreadyApplied, 'promo_used');
    throw error;
  }
}
