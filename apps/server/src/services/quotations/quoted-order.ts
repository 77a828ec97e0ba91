import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  bankTransferRefusal,
  currentPriceCents,
  deliveryCountryIssue,
  deliversInSriLanka,
  pictureImageUrl,
  QUOTATION_MESSAGES,
  quotationExpired,
  stockLimitMessage,
  type BankDetails,
  type CheckoutFormData,
} from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { orderItems, orders, products, quotationLines, quotations } from '../../db/schema';
import { AppError } from '../../errors';
import { recordPlacedOrderMails } from '../orders/placed-order-mails';
import { accountHolds } from '../orders/held-stock';
import { linesTotalCents, validUntilDay } from './quotation-view';

export interface QuotedOrderRules {
  deliveryCountries: readonly string[];
  bankAccount: BankDetails | null;
  bankTransferTtlMs: number;
  /** The shop's day now (YYYY-MM-DD): a quotation holds to the end of its last day. */
  today: string;
}

/**
 * Places the order of an accepted quotation (issue #28): its lines and prices are the quotation's,
 * never the request's; the stock is checked and taken as for any order, but the holding limits of
 * docs/product.md §11 do not apply, since the shop approved the order. One order per quotation
 * (orders_quotation_idx), made under the quotation's row lock.
 */
export async function placeQuotedOrder(
  db: Db,
  userId: string,
  quotationId: string,
  checkout: CheckoutFormData,
  rules: QuotedOrderRules,
): Promise<string> {
  const abroad = deliveryCountryIssue(
    checkout.country,
    checkout.deliveryMethod,
    rules.deliveryCountries,
  );
  if (abroad) throw new AppError('invalid', `country: ${abroad}`, 'not_delivered');

  return transaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`);
    const [quotation] = await tx
      .select()
      .from(quotations)
      .where(and(eq(quotations.id, quotationId), eq(quotations.userId, userId)))
      .for('update');
    if (!quotation) throw new AppError('not_found', QUOTATION_MESSAGES.notFound);
    if (quotation.status === 'ordered')
      throw new AppError('conflict', QUOTATION_MESSAGES.alreadyOrdered, 'quotation_ordered');
    if (quotation.status !== 'accepted')
      throw new AppError('conflict', QUOTATION_MESSAGES.notAccepted, 'quotation_not_accepted');
    if (quotationExpired(validUntilDay(quotation.validUntil), rules.today))
      throw new AppError('conflict', QUOTATION_MESSAGES.expired, 'quotation_expired');

    const account = await accountHolds(tx, userId);
    const bankRefusal =
      checkout.paymentMethod === 'bank_transfer' && bankTransferRefusal(account, rules.bankAccount);
    if (bankRefusal) throw new AppError('conflict', bankRefusal, 'bank_transfer_refused');

    const lines = await tx
      .select()
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, quotationId))
      .orderBy(asc(quotationLines.position));
    // order_items name a product on every line: a line of the shop's own cannot be ordered yet.
    if (lines.some((l) => l.productId === null))
      throw new AppError('conflict', QUOTATION_MESSAGES.ownLines, 'quotation_own_lines');
    const ids = lines.map((l) => l.productId!);
    const rows = await tx
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
      .orderBy(asc(products.id))
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    // The same product on two lines takes its stock once for both.
    const wanted = new Map<string, number>();
    for (const line of lines) {
      const product = byId.get(line.productId!);
      if (!product)
        throw new AppError('conflict', QUOTATION_MESSAGES.productGone(line.name), 'product_gone');
      wanted.set(product.id, (wanted.get(product.id) ?? 0) + line.quantity);
    }
    for (const [id, quantity] of wanted) {
      const product = byId.get(id)!;
      if (product.stock < quantity)
        throw new AppError(
          'conflict',
          stockLimitMessage(product.stock, product.name),
          'stock_short',
        );
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(eq(products.id, id));
    }

    const orderId = randomUUID();
    const delivery = checkout.deliveryMethod === 'delivery';
    await tx.insert(orders).values({
      id: orderId,
      userId,
      deliveryMethod: checkout.deliveryMethod,
      paymentMethod: checkout.paymentMethod,
      totalCents: linesTotalCents(lines),
      // A delivery the shop charges for is a line of the quotation.
      deliveryChargeCents: 0,
      email: checkout.email,
      firstName: checkout.firstName,
      lastName: checkout.lastName,
      phone: checkout.phone,
      country: delivery ? (checkout.country ?? '') : '',
      address: delivery ? (checkout.address ?? '') : '',
      city: delivery ? (checkout.city ?? '') : '',
      zipCode: delivery ? (checkout.zipCode ?? '') : '',
      district: deliversInSriLanka(checkout, checkout.deliveryMethod)
        ? checkout.district || null
        : null,
      buyerOrganisation: quotation.organisation,
      buyerVatNumber: quotation.vatNumber,
      quotationId,
    });
    await tx.insert(orderItems).values(
      lines.map((line, position) => {
        const product = byId.get(line.productId!)!;
        const picture = product.pictures[0];
        return {
          orderId,
          productId: product.id,
          position,
          name: line.name,
          category: product.category,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          originalPriceCents: currentPriceCents(product),
          image: picture ? pictureImageUrl(picture.id) : null,
        };
      }),
    );
    await tx
      .update(quotations)
      .set({ status: 'ordered', updatedAt: sql`now()` })
      .where(eq(quotations.id, quotationId));
    await recordPlacedOrderMails(tx, orderId, checkout.paymentMethod, rules.bankTransferTtlMs);
    return orderId;
  });
}
