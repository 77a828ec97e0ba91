import type { Db } from '../../db/database';
import type { OrderDocument } from '../order-documents/order-document';
import type { ShopInfo } from '../order-documents/shop';
import { receiptPdf } from '../receipts/receipt-pdf';
import { invoicePdf } from './invoice-pdf';
import { ensureInvoice } from './issue';

/**
 * The order's document, downloaded or attached to its mails (docs/product.md §14): its tax
 * invoice once the shop is registered and the supply took place (issued the first time it is
 * needed, read back after), today's receipt otherwise.
 */
export async function orderPdf(db: Db, doc: OrderDocument, shop: ShopInfo): Promise<OrderPdf> {
  const invoice = await ensureInvoice(db, doc, shop);
  return invoice
    ? { pdf: await invoicePdf(invoice, doc, shop), taxInvoice: true }
    : { pdf: await receiptPdf(doc, shop), taxInvoice: false };
}

/** The PDF, and whether it is a tax invoice (a mail names it so) or the receipt. */
export interface OrderPdf {
  pdf: Buffer;
  taxInvoice: boolean;
}
