import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { toRupees, type Order } from '@avstore/core';
import { readAll, type DbOrTx } from '../../db/database';
import { orderItems, orderRefunds, orders, products, taxDocuments } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect & { slug: string | null };
type RefundRow = typeof orderRefunds.$inferSelect & { creditNoteId: string | null };

/** Orders as the API shows them (docs/product.md §3), with their items, in the rows' order. */
export async function toOrders(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, refunds] = await readAll(db, [
    // Each line links to its product's page while the product is on sale.
    () =>
      db
        .select({ ...getTableColumns(orderItems), slug: products.slug })
        .from(orderItems)
        .leftJoin(products, and(eq(products.id, orderItems.productId), isNull(products.archivedAt)))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.position)),
    () =>
      db
        .select({ ...getTableColumns(orderRefunds), creditNoteId: taxDocuments.id })
        .from(orderRefunds)
        .leftJoin(taxDocuments, eq(taxDocuments.refundId, orderRefunds.id))
        .where(inArray(orderRefunds.orderId, ids))
        .orderBy(asc(orderRefunds.createdAt)),
  ]);
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row) =>
    toOrder(
      row,
      byOrder.get(row.id) ?? [],
      refunds.filter((r) => r.orderId === row.id),
    ),
  );
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toOrder(row: OrderRow, items: ItemRow[], refunds: RefundRow[]): Order {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    total: toRupees(row.totalCents),
    deliveryCharge: toRupees(row.deliveryChargeCents),
    paymentMethod: row.paymentMethod,
    deliveryMethod: row.deliveryMethod,
    items: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      ...(i.slug && { slug: i.slug }),
      category: i.category,
      quantity: i.quantity,
      price: toRupees(i.unitPriceCents),
      originalPrice: toRupees(i.originalPriceCents),
      images: i.image ? [i.image] : [],
      appliedPromoCode: i.promoCode,
      promoDiscount: i.promoDiscount,
    })),
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      country: row.country,
      zipCode: row.zipCode,
      district: row.district,
      promoCodeList: items.flatMap((i) =>
        i.promoCode && i.productId ? [{ promoCode: i.promoCode, productId: i.productId }] : [],
      ),
      // Only when given: the spec's answer stays as it was for everyone else.
      ...(row.buyerOrganisation && { organisation: row.buyerOrganisation }),
      ...(row.buyerVatNumber && { vatNumber: row.buyerVatNumber }),
    },
    tracking: row.courier
      ? { courier: row.courier, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl }
      : null,
    steps: {
      confirmedAt: iso(row.confirmedAt),
      dispatchedAt: iso(row.dispatchedAt),
      readyAt: iso(row.readyAt),
      deliveredAt: iso(row.deliveredAt),
      cancelledAt: iso(row.cancelledAt),
    },
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: toRupees(r.amountCents),
      method: r.method,
      reference: r.reference,
      refundedOn: r.refundedOn,
      ...(r.creditNoteId && { creditNote: true }),
    })),
  };
}
