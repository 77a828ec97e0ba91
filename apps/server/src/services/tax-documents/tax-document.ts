import { and, eq } from 'drizzle-orm';
import {
  customerName,
  DEFAULT_VAT_RATE,
  rateBasisPoints,
  splitVatLines,
  type TaxDocumentKind,
} from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { taxDocuments } from '../../db/schema';
import type { OrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';
import { deliveryAddress } from '../order-documents/words';

/** The shop as a tax document names it when issued (decision 025). */
export interface Supplier {
  name: string;
  address: string;
  phone: string;
  email: string;
  vatNumber: string;
}

/** The buyer as a tax document names it when issued: the organisation, or the shopper. */
export interface Buyer {
  name: string;
  /** The person who ordered for an organisation; null when the buyer is that person. */
  contact: string | null;
  address: string;
  phone: string;
  email: string;
  vatNumber: string | null;
}

export type TaxDocumentRow = Omit<typeof taxDocuments.$inferSelect, 'supplier' | 'buyer'> & {
  supplier: Supplier;
  buyer: Buyer;
};

/** The shop's VAT registration as set now; null while it is not registered. */
export function taxRegistration(shop: ShopInfo) {
  if (!shop.vatNumber) return null;
  return {
    vatNumber: shop.vatNumber,
    rateBasisPoints: rateBasisPoints(shop.vatRate ?? DEFAULT_VAT_RATE),
  };
}

export const supplierOf = (shop: ShopInfo, vatNumber: string): Supplier => ({
  name: shop.name,
  address: shop.address,
  phone: shop.phone,
  email: shop.email,
  vatNumber,
});

export function buyerOf(
  doc: OrderDocument,
  organisation: string | null,
  vatNumber: string | null,
): Buyer {
  const { customer } = doc.order;
  const person = customerName(customer);
  return {
    name: organisation ?? person,
    contact: organisation ? person : null,
    address:
      doc.order.deliveryMethod === 'delivery' ? deliveryAddress(doc) : 'Collected from the shop',
    phone: customer.phone,
    email: customer.email,
    vatNumber,
  };
}

/** An invoice's lines as paid (VAT included), the delivery charge last, each split to the cent. */
export function invoiceLines(doc: OrderDocument, rateBasisPoints: number) {
  const lines = doc.lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unitCents: line.unitCents,
    cents: line.unitCents * line.quantity,
  }));
  if (doc.deliveryChargeCents > 0)
    lines.push({
      name: doc.district ? `Delivery to ${doc.district}` : 'Delivery',
      quantity: 1,
      unitCents: doc.deliveryChargeCents,
      cents: doc.deliveryChargeCents,
    });
  const split = splitVatLines(
    lines.map((l) => l.cents),
    rateBasisPoints,
  );
  return { lines: lines.map((line, i) => ({ ...line, ...split.lines[i]! })), total: split.total };
}

/** The tax documents of an order, of one kind, oldest first. */
export async function taxDocumentsOf(
  db: DbOrTx,
  orderId: string,
  kind: TaxDocumentKind,
): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
    .orderBy(taxDocuments.serial);
  return rows as TaxDocumentRow[];
}
