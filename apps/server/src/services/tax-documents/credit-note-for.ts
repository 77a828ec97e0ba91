import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { loadOrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';
import { creditNotePdf } from './credit-note-pdf';
import { documentNumber } from './invoice-pdf';
import { taxDocumentsOf } from './tax-document';

/** The credit note issued for the refund `refundId` of the order, as a PDF and its number. */
export async function creditNoteFor(db: Db, orderId: string, refundId: string, shop: ShopInfo) {
  const [notes, invoices, doc] = await Promise.all([
    taxDocumentsOf(db, orderId, 'credit_note'),
    taxDocumentsOf(db, orderId, 'invoice'),
    loadOrderDocument(db, orderId),
  ]);
  const note = notes.find((n) => n.refundId === refundId);
  const refund = doc.order.refunds?.find((r) => r.id === refundId);
  if (!note || !refund || !invoices[0]) throw notFound('Credit note not found');
  return {
    pdf: await creditNotePdf(note, invoices[0], refund, doc.number, shop, doc.language),
    number: documentNumber(note, shop),
  };
}
