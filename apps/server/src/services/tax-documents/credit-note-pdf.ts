import { dayIn, invoiceDate, REFUND_METHOD_LABELS, type OrderRefund } from '@avstore/core';
import type { ShopInfo } from '../order-documents/shop';
import { documentNumber } from './invoice-pdf';
import { taxDocumentPdf } from './tax-document-pdf';
import type { TaxDocumentRow } from './tax-document';

/**
 * A credit note as a PDF (docs/product.md §14): its own number, the invoice it corrects, and
 * the refunded amount with the VAT in it, as issued with the refund.
 */
export function creditNotePdf(
  note: TaxDocumentRow,
  invoice: TaxDocumentRow,
  refund: OrderRefund,
  orderNumber: string,
  shop: ShopInfo,
) {
  const invoiceNumber = documentNumber(invoice, shop);
  return taxDocumentPdf({
    title: 'CREDIT NOTE',
    row: note,
    details: [
      ['Credit note No.', documentNumber(note, shop)],
      ['Order', `#${orderNumber}`],
      ['Date of issue', invoiceDate(dayIn(shop.timeZone, note.issuedAt))],
      ['Date of refund', invoiceDate(refund.refundedOn)],
      ['Tax invoice No.', invoiceNumber],
      ['Invoice dated', invoiceDate(dayIn(shop.timeZone, invoice.issuedAt))],
      ['Refunded by', REFUND_METHOD_LABELS[refund.method]],
    ],
    lines: [
      {
        name: `Refund on tax invoice ${invoiceNumber}`,
        quantity: 1,
        unitCents: note.totalCents,
        netCents: note.netCents,
        vatCents: note.vatCents,
        totalCents: note.totalCents,
      },
    ],
    notes: [`This credit note reduces the value and the VAT of tax invoice ${invoiceNumber}.`],
  });
}
