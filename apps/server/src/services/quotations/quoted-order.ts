import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  bankTransferRefusal,
  currentPriceCents,
  OWN_LINE_CATEGORY,
  pictureImageUrl,
  QUOTATION_MESSAGES,
  quotationExpired,
  stockLimitMessage,
  type BankDetails,
  type CheckoutFormData,
} from '@avstore/core';
import { transaction, type Db, type Tx } from '../../db/database';
import { orderItems, orders, products, quotationLines, quotations } from '../../db/schema';
import { AppError } from '../../errors';
import { saveDeliveryDetails } from '../delivery/delivery-details';
import { recordPlacedOrderMails } from '../orders/placed-order-mails';
import { accountHolds } from '../orders/held-stock';
import { orderAddress, refuseDeliveryAbroad } from '../orders/order-address';
import { lockProductsOnSale } from '../orders/products-on-sale';
import { linesTotalCents, validUntilDay, type QuotationLineRow } from './quotation-view';

type ProductRow = typeof products.$inferSelect;

export interface QuotedOrderRules {
  deliveryCountries: readonly string[];
  bankAccount: BankDetails | null;
  bankTransferTtlMs: number;
  /** The shop's day now (YYYY-MM-DD): a quotation holds to the end of its last day. */
  today: string;
}

/**
 * Places the order of an accepted quotation (issue #28): its lines and prices are the quotation's,
 * never the request's; the stock of its products is checked and taken as for any order, but the
 * holding limits of docs/product.md §11 do not apply, since the shop approved the order. A line of
 * the shop's own (installation, transport) names no product and takes no stock. One order per
 * quotation (orders_quotation_idx), made under the quotation's row lock.
 */
export async function placeQuotedOrder(
  db: Db,
  userId: string,
  quotationId: string,
  checkout: CheckoutFormData,
  rules: QuotedOrderRules,
): Promise<string> {
  refuseDeliveryAbroad(checkout, checkout.deliveryMethod, rules.deliveryCountries);

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
    const byId = await takeStock(tx, lines);

    const orderId = randomUUID();
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
      ...orderAddress(checkout, checkout.deliveryMethod),
      buyerOrganisation: quotation.organisation,
      buyerVatNumber: quotation.vatNumber,
      quotationId,
      // Its mails and receipt speak the language the quotation was asked for in (issue #30).
      language: quotation.language,
    });
    await tx
      .insert(orderItems)
      .values(lines.map((line, position) => orderLine(orderId, position, line, byId)));
    await tx
      .update(quotations)
      .set({ status: 'ordered', updatedAt: sql`now()` })
      .where(eq(quotations.id, quotationId));
    // The next checkout, and the next quoted order, start from these details.
    await saveDeliveryDetails(tx, userId, checkout);
    await recordPlacedOrderMails(tx, orderId, checkout.paymentMethod, rules.bankTransferTtlMs);
    return orderId;
  });
}

/**
 * Locks the products of the quotation's catalogue lines and takes their stock (the same product
 * on two lines once for both); gives them by id. Refuses a product no longer sold or short.
 */
async function takeStock(
  tx: Tx,
  lines: readonly QuotationLineRow[],
): Promise<Map<string, ProductRow>> {
  const wanted = new Map<string, number>();
  for (const line of lines)
    if (line.productId)
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const rows = await lockProductsOnSale(tx, [...wanted.keys()]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const gone = lines.find((l) => l.productId && !byId.has(l.productId));
  if (gone)
    throw new AppError('conflict', QUOTATION_MESSAGES.productGone(gone.name), 'product_gone');
  for (const [id, quantity] of wanted) {
    const product = byId.get(id)!;
    if (product.stock < quantity)
      throw new AppError('conflict', stockLimitMessage(product.stock, product.name), 'stock_short');
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(eq(products.id, id));
  }
  return byId;
}

/** An order line as quoted: a product's with its category and picture, or the shop's own. */
function orderLine(
  orderId: string,
  position: number,
  line: QuotationLineRow,
  byId: ReadonlyMap<string, ProductRow>,
): typeof orderItems.$inferInsert {
  const quoted = {
    orderId,
    position,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  };
  const product = line.productId ? byId.get(line.productId) : undefined;
  // The shop's own line has no list price but its quoted one: nothing to show as saved on it.
  if (!product)
    return {
      ...quoted,
      productId: null,
      category: OWN_LINE_CATEGORY,
      originalPriceCents: line.unitPriceCents,
      image: null,
    };
  const picture = product.pictures[0];
  return {
    ...quoted,
    productId: product.id,
    category: product.category,
    originalPriceCents: currentPriceCents(product),
    image: picture ? pictureImageUrl(picture.id) : null,
  };
}
