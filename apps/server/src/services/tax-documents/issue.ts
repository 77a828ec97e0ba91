import { eq, sql } from 'drizzle-orm';
import { dayIn, splitVat, type TaxDocumentKind } from '@avstore/core';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { orderRefunds, orders, taxDocuments } from '../../db/schema';
import type { OrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';
import {
  buyerOf,
  invoiceLines,
  supplierOf,
  taxDocumentsOf,
  taxRegistration,
  type TaxDocumentRow,
} from './tax-document';

/**
 * The next serial of `kind`: the counter's row is locked until the transaction ends, so serials
 * are taken one at a time, and a transaction that fails gives its serial back (a PostgreSQL
 * sequence would leave a gap).
 */
async function takeSerial(tx: DbOrTx, kind: TaxDocumentKind): Promise<number> {
  const { rows } = await tx.execute<{ last_serial: number }>(sql`
    INSERT INTO document_counters (kind, last_serial) VALUES (${kind}, 1)
    ON CONFLICT (kind) DO UPDATE SET last_serial = document_counters.last_serial + 1
    RETURNING last_serial`);
  return Number(rows[0]!.last_serial);
}

/**
 * When the supply took place (decision 025): the money received for it (card, KOKO, a verified
 * bank transfer), or a cash order's handing over; null while neither has happened.
 */
export function supplyMoment(doc: OrderDocument): Date | null {
  if (doc.paidAt && doc.paidCents > 0) return doc.paidAt;
  const delivered = doc.order.steps?.deliveredAt;
  if (doc.order.paymentMethod === 'cash' && doc.order.status === 'delivered' && delivered)
    return new Date(delivered);
  return null;
}

/**
 * The order's tax invoice: the one issued, or, for a registered shop once the supply took place,
 * one issued now, in one transaction that takes its serial. Issued once: every later call reads
 * it back as it was issued. Null for a shop that is not registered or an order not yet supplied.
 */
export async function ensureInvoice(
  db: Db,
  doc: OrderDocument,
  shop: ShopInfo,
): Promise<TaxDocumentRow | null> {
  const [issued] = await taxDocumentsOf(db, doc.order.id, 'invoice');
  if (issued) return issued;
  if (!taxRegistration(shop) || !supplyMoment(doc)) return null;
  return transaction(db, (tx) => issueInvoice(tx, doc, shop));
}

/** `ensureInvoice` inside the caller's transaction (a refund issues the invoice it credits). */
export async function issueInvoice(
  tx: DbOrTx,
  doc: OrderDocument,
  shop: ShopInfo,
): Promise<TaxDocumentRow | null> {
  const registration = taxRegistration(shop);
  const suppliedAt = supplyMoment(doc);
  // Two downloads at once: the second waits on the order's row, then finds the first's invoice.
  const [order] = await tx
    .select({ organisation: orders.buyerOrganisation, vatNumber: orders.buyerVatNumber })
    .from(orders)
    .where(eq(orders.id, doc.order.id))
    .for('update');
  const [issued] = await taxDocumentsOf(tx, doc.order.id, 'invoice');
  if (issued || !registration || !suppliedAt) return issued ?? null;
  const { total } = invoiceLines(doc, registration.rateBasisPoints);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'invoice',
      serial: await takeSerial(tx, 'invoice'),
      orderId: doc.order.id,
      suppliedOn: dayIn(shop.timeZone, suppliedAt),
      vatRateBasisPoints: registration.rateBasisPoints,
      netCents: total.netCents,
      vatCents: total.vatCents,
      totalCents: total.totalCents,
      supplier: supplierOf(shop, registration.vatNumber),
      buyer: buyerOf(doc, order?.organisation ?? null, order?.vatNumber ?? null),
    })
    .returning();
  return row as TaxDocumentRow;
}

/**
 * A credit note for a refund of an invoiced order, in the refund's transaction: its own serial,
 * the invoice's supplier, buyer and rate, the refunded amount with the VAT in it. Nothing when
 * the order has no tax invoice (a shop not registered, or an order never supplied).
 */
export async function issueCreditNote(
  tx: DbOrTx,
  refund: typeof orderRefunds.$inferSelect,
): Promise<TaxDocumentRow | null> {
  const [invoice] = await taxDocumentsOf(tx, refund.orderId, 'invoice');
  if (!invoice) return null;
  const split = splitVat(refund.amountCents, invoice.vatRateBasisPoints);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'credit_note',
      serial: await takeSerial(tx, 'credit_note'),
      orderId: refund.orderId,
      refundId: refund.id,
      suppliedOn: invoice.suppliedOn,
      vatRateBasisPoints: invoice.vatRateBasisPoints,
      ...split,
      supplier: invoice.supplier,
      buyer: invoice.buyer,
    })
    .returning();
  return row as TaxDocumentRow;
}
