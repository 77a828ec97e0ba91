import {
  dayIn,
  invoiceDate,
  REFUND_METHOD_LABELS,
  type Language,
  type OrderRefund,
} from '@avstore/core';
import type { ShopInfo } from '../order-documents/shop';
import { taxDocumentWords } from './beside-english';
import { documentNumber } from './invoice-pdf';
import { taxDocumentPdf } from './tax-document-pdf';
import type { TaxDocumentRow } from './tax-document';

/**
 * A credit note as a PDF (docs/product.md §14): its own number, the invoice it corrects, and
 * the refunded amount with the VAT in it, as issued with the refund, for an order placed in
 * `language` (its headings with their translation beside them).
 */
export function creditNotePdf(
  note: TaxDocumentRow,
  invoice: TaxDocumentRow,
  refund: OrderRefund,
  orderNumber: string,
  shop: ShopInfo,
  language: Language = 'en',
) {
  const invoiceNumber = documentNumber(invoice, shop);
  const { heading, said } = taxDocumentWords(language);
  return taxDocumentPdf({
    title: heading('tax.creditNote'),
    row: note,
    language,
    details: [
      [heading('tax.creditNoteNo'), documentNumber(note, shop)],
      [heading('tax.order'), `#${orderNumber}`],
      [heading('tax.dateOfIssue'), invoiceDate(dayIn(shop.timeZone, note.issuedAt))],
      [heading('tax.dateOfRefund'), invoiceDate(refund.refundedOn)],
      [heading('tax.taxInvoiceNo'), invoiceNumber],
      [heading('tax.invoiceDated'), invoiceDate(dayIn(shop.timeZone, invoice.issuedAt))],
      [heading('tax.refundedBy'), REFUND_METHOD_LABELS[refund.method]],
    ],
    lines: [
      {
        name: heading('tax.refundLine', { number: invoiceNumber }),
        quantity: 1,
        unitCents: note.totalCents,
        netCents: note.netCents,
        vatCents: note.vatCents,
        totalCents: note.totalCents,
      },
    ],
    notes: [said('tax.creditNoteNote', { number: invoiceNumber })],
  });
}
