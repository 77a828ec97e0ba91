import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  orderSavingsCents,
  toCents,
  type Language,
  type Order,
  type Warranty,
  type WarrantyGiver,
} from '@avstore/core';
import { readAll, type DbOrTx } from '../../db/database';
import { orderItems, orders, payments, products } from '../../db/schema';
import { notFound } from '../../errors';
import { toOrders } from './order-view';

/** One line as a receipt or a mail shows it, in cents. */
export interface DocumentLine {
  name: string;
  /** The product's page while it is on sale, for a link from a mail. */
  slug?: string;
  quantity: number;
  /** The price before the promo, and what was paid, a unit. */
  originalCents: number;
  unitCents: number;
  /** Quantity at the price before the promo: the receipt takes the promo off below. */
  originalLineCents: number;
  promoCode: string | null;
  promoDiscount: number | null;
  /** The product's warranty today (migration 0013), when it states one. */
  warranty: Warranty | null;
}

/** What an order's mails and its receipt say about it, in one place. */
export interface OrderDocument {
  order: Order;
  /** The language it was placed in: the shopper's mails and documents are in it (issue #30). */
  language: Language;
  number: string;
  createdAt: Date;
  district: string | null;
  lines: DocumentLine[];
  /** Σ original × quantity; − savings + delivery charge = total. */
  subtotalCents: number;
  savingsCents: number;
  deliveryChargeCents: number;
  totalCents: number;
  /** Card or KOKO money received for it: kept (succeeded) or to give back (refund_due). */
  paidCents: number;
  refundDueCents: number;
  /** What the shop has given back (order_refunds), whatever the way. */
  refundedCents: number;
  paidAt: Date | null;
}

/** 'Order #' and the first 8 characters of the id, upper case (docs/product.md §9), without the '#'. */
export const orderRef = (id: string) => id.slice(0, 8).toUpperCase();

/** The order `orderId` as its receipt and mails tell it; 404 when there is none. */
export async function loadOrderDocument(db: DbOrTx, orderId: string): Promise<OrderDocument> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('Order not found');
  const [[order], items, paid] = await readAll(db, [
    () => toOrders(db, [row]),
    () =>
      db
        .select({
          productId: orderItems.productId,
          warrantyMonths: products.warrantyMonths,
          warrantyBy: products.warrantyBy,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position)),
    () =>
      db
        .select()
        .from(payments)
        .where(
          and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'refund_due'])),
        )
        .orderBy(asc(payments.updatedAt)),
  ]);
  const warranties = new Map(
    items.map((i) => [
      i.productId,
      i.warrantyMonths && i.warrantyBy
        ? { months: i.warrantyMonths, by: i.warrantyBy as WarrantyGiver }
        : null,
    ]),
  );
  const lines: DocumentLine[] = order!.items.map((item) => {
    const originalCents = toCents(item.originalPrice);
    return {
      name: item.name,
      ...(item.slug && { slug: item.slug }),
      quantity: item.quantity,
      originalCents,
      unitCents: toCents(item.price),
      originalLineCents: originalCents * item.quantity,
      promoCode: item.appliedPromoCode,
      promoDiscount: item.promoDiscount,
      warranty: warranties.get(item.productId) ?? null,
    };
  });
  const sum = (status: string) =>
    paid.filter((p) => p.status === status).reduce((total, p) => total + p.amountCents, 0);
  return {
    order: order!,
    language: row.language,
    number: orderRef(row.id),
    createdAt: row.createdAt,
    district: row.district,
    lines,
    subtotalCents: lines.reduce((total, l) => total + l.originalLineCents, 0),
    savingsCents: orderSavingsCents(lines),
    deliveryChargeCents: row.deliveryChargeCents,
    totalCents: row.totalCents,
    paidCents: sum('succeeded'),
    refundDueCents: sum('refund_due'),
    refundedCents: (order!.refunds ?? []).reduce((total, r) => total + toCents(r.amount), 0),
    paidAt: paid[0]?.updatedAt ?? null,
  };
}
