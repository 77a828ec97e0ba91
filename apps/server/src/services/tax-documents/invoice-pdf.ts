import { invoiceDate, methodLabel, taxDocumentNumber, WARRANTY_TERMS, dayIn } from '@avstore/core';
import type { OrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';
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
  return taxDocumentPdf({
    title: 'TAX INVOICE',
    row,
    details: [
      ['Invoice No.', documentNumber(row, shop)],
      ['Order', `#${doc.number}`],
      ['Date of invoice', invoiceDate(dayIn(shop.timeZone, row.issuedAt))],
      ['Date of supply', invoiceDate(row.suppliedOn)],
      ['Place of supply', row.supplier.address],
      ['Mode of payment', methodLabel(doc.order.paymentMethod)],
    ],
    lines,
    notes: [
      'Prices include VAT. Returns are accepted within 7 days of delivery or pickup; keep this ' +
        'invoice for warranty claims.',
      WARRANTY_TERMS.en,
      WARRANTY_TERMS.si,
      WARRANTY_TERMS.ta,
    ],
  });
}
