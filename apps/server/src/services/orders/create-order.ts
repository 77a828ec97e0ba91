import { and, eq, inArray } from 'drizzle-orm';
import {
  bankTransferRefusal,
  CHECKOUT_MESSAGES,
  deliveryChargeCents,
  deliversInSriLanka,
  MAX_ORDER_TOTAL,
  orderTotals,
  PROMO_MESSAGES,
  stockLimitMessage,
  toCents,
  unpaidLimitMessage,
  ORDER_REFUSALS,
} from '@avstore/core';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { promoUses } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { deliveryDetailsWrite } from '../delivery/delivery-details';
import { mailWrite } from '../mail/outbox';
import { checkHolds } from './check-holds';
import { lockAddress, type AccountHolds } from './held-stock';
import { accountLock, accountOf, readForOrder, type AccountRow } from './order-reads';
import { orderWrite } from './order-write';
import { placedOrderMails } from './placed-order-mails';
import { checkOrderRequest, type CreateOrder, type OrderLimits } from './order-request';
import { HoldRefused, recordRefusedOrder } from './refused-orders';

/** Who places the order, seen from the request. */
export interface OrderClient {
  /** Where the order came from (clientAddress of the request's address). */
  address?: string;
  /** The request's logger: a record of a refused order that fails is logged, not answered. */
  log?: Logger;
}

/**
 * Creates an order in one transaction: prices recomputed from our own data, stock taken (never
 * below zero), promo uses recorded. Any refusal rolls everything back (docs/product.md §11).
 * Its three round trips: BEGIN with the account's lock (accountLock), one read of all it checks
 * (readForOrder), and one write of the order with its delivery details and mails (orderWrite)
 * with COMMIT; an unconfirmed account's address lock and a promo code's earlier uses add one each.
 */
export async function createOrder(
  db: Db,
  userId: string,
  request: CreateOrder,
  limits: OrderLimits,
  client: OrderClient = {},
): Promise<string> {
  const promos = checkOrderRequest(request, limits);
  const { customer, items } = request;
  const ids = items.map((i) => i.id);
  // Only a delivery in Sri Lanka to a district may be charged for (core's deliveryChargeCents).
  const district = deliversInSriLanka(customer, request.deliveryMethod)
    ? customer.district || null
    : null;

  try {
    return await pipelinedTransaction<AccountRow, string>(
      db,
      accountLock(userId),
      async (tx, opened) => {
        const who = accountOf(opened);
        // An unconfirmed account's order is counted by where it came from (docs/product.md §11):
        // one at a time per address, taken after the account's lock and before the products'.
        const address = who.confirmed ? null : (client.address ?? null);
        const counted = limits.holds ? address : null;
        if (counted !== null) await lockAddress(tx, counted);
        const read = await readForOrder(tx, {
          userId,
          productIds: ids,
          address: counted,
          district,
        });
        const account: AccountHolds = { ...who, held: read.held };
        if (account.held.orders >= limits.maxUnpaidOrders)
          throw new AppError(
            'conflict',
            unpaidLimitMessage(limits.maxUnpaidOrders),
            'too_many_unpaid',
          );
        // Only a confirmed account, and only while the shop has an account to pay into (issue #28).
        const bankRefusal =
          request.paymentMethod === 'bank_transfer' &&
          bankTransferRefusal(account, limits.bankAccount ?? null);
        if (bankRefusal) throw new AppError('conflict', bankRefusal, 'bank_transfer_refused');

        const byId = new Map(read.products.map((r) => [r.id, r]));
        const missing = items.find((i) => !byId.has(i.id));
        if (missing) {
          throw new AppError(
            'conflict',
            ORDER_REFUSALS.productGone(missing.name ?? undefined),
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
            // A product row keeps its prices in cents, as core's rules take them.
            prices: product,
            quantity: item.quantity,
            promoPercent: percent,
          })),
        );
        // The delivery charge by the same core function the page showed it with.
        const deliveryCharge = deliveryChargeCents(
          { ...customer, deliveryMethod: request.deliveryMethod, goodsCents: priced.total },
          read.rates,
        );
        const total = priced.total + deliveryCharge;
        if (total > toCents(MAX_ORDER_TOTAL))
          throw new AppError('invalid', CHECKOUT_MESSAGES.orderTooLarge, 'order_too_large');
        const changed =
          lines.some(({ item }, i) => toCents(item.price) !== priced.units[i]) ||
          (request.deliveryCharge !== undefined &&
            toCents(request.deliveryCharge) !== deliveryCharge);
        if (changed || toCents(request.total) !== total) {
          throw new AppError('conflict', CHECKOUT_MESSAGES.pricesChanged, 'prices_changed');
        }
        if (limits.holds)
          checkHolds({
            userId,
            account,
            address,
            addressUnits: read.addressUnits,
            request,
            lines: lines.map(({ item, product }, i) => ({
              productId: product.id,
              name: product.name,
              quantity: item.quantity,
              unitCents: priced.units[i]!,
            })),
            totalCents: total,
            rules: limits.holds,
          });
        for (const { item, product } of lines) {
          if (product.stock < item.quantity)
            throw new AppError(
              'conflict',
              stockLimitMessage(product.stock, product.name),
              'stock_short',
            );
        }

        const { orderId, statement } = orderWrite({
          userId,
          request,
          placedFrom: address,
          lines,
          units: priced.units,
          total,
          deliveryCharge,
          promos,
          alongside: (id) => {
            const mails = placedOrderMails(id, request.paymentMethod, limits.bankTransferTtlMs);
            return [
              // The next checkout starts from these details (docs/product.md §2 Checkout).
              deliveryDetailsWrite(tx, userId, {
                ...customer,
                deliveryMethod: request.deliveryMethod,
              }),
              ...(mails.length > 0 ? [mailWrite(tx, mails)] : []),
            ];
          },
        });
        return { result: orderId, closing: statement };
      },
    );
  } catch (error) {
    if (error instanceof HoldRefused)
      // The shop sees who wanted what (the order's own transaction has rolled back).
      await recordRefusedOrder(db, error.order).catch((failure: unknown) =>
        client.log?.error({ err: failure }, 'recording a refused order for the shop failed'),
      );
    if (isUniqueViolation(error))
      throw new AppError('conflict', PROMO_MESSAGES.alreadyApplied, 'promo_used');
    throw error;
  }
}
