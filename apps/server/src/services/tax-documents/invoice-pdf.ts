import { invoiceDate, methodLabel, taxDocumentNumber, WARRANTY_TERMS, dayIn } from '@avstore/core';
import type { OrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';
import { taxDocumentWords } from './beside-english';
import { taxDocumentPdf } from './tax-document-pdf';
import { invoiceLines, type TaxDocumentRow } from './tax-document';

/** The number a tax document prints: 26NOV_WEB1_17. */
export const documentNumber = (row: TaxDocumentRow, shop: ShopInfo) =>
  taxDocumentNumber(row.kind, row.serial, dayIn(shop.timeZone, row.issuedAt));

/**
 * The order's tax invoice as a PDF (docs/product.md §14): what the invoice said when issued (its
 * parties, rate and totals from tax_documents), its lines from the order's, which never change.
 */
export function invoicePdf(row: TaxDocumentRow, doc: OrderDocument, shop: ShopInfo) {
  const { lines } = invoiceLines(doc, row.vatRateBasisPoints);
  const { heading, said } = taxDocumentWords(doc.language);
  return taxDocumentPdf({
    title: heading('tax.invoice'),
    row,
    details: [
      [heading('tax.invoiceNo'), documentNumber(row, shop)],
      [heading('tax.order'), `#${doc.number}`],
      [heading('tax.dateOfInvoice'), invoiceDate(dayIn(shop.timeZone, row.issuedAt))],
      [heading('tax.dateOfSupply'), invoiceDate(row.suppliedOn)],
      [heading('tax.placeOfSupply'), row.supplier.address],
      [heading('tax.modeOfPayment'), methodLabel(doc.order.paymentMethod)],
    ],
    lines,
    language: doc.language,
    notes: [said('tax.invoiceNote'), WARRANTY_TERMS.en, WARRANTY_TERMS.si, WARRANTY_TERMS.ta],
  });
}
