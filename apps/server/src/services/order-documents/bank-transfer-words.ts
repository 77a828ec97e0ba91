// What a bank-transfer order tells its shopper while it waits for the money (issue #28): the same
// words in the order mails and on the receipt.
import { bankDetailLines, bankTransferReference, formatCents } from '@avstore/core';
import type { OrderDocument } from './order-document';
import type { ShopInfo } from './shop';

/** A bank-transfer order still waiting for its payment: what the shopper has to do. */
export const awaitsTransfer = (doc: OrderDocument) =>
  doc.order.paymentMethod === 'bank_transfer' &&
  doc.order.status === 'pending' &&
  doc.paidCents === 0;

/** How to pay: the sentence, then the account's lines and the reference to quote. */
export function transferInstructions(
  doc: OrderDocument,
  shop: ShopInfo,
): { line: string; details: [label: string, value: string][] } {
  const reference = bankTransferReference(doc.order.id);
  if (!shop.bank)
    return {
      line: `Please call us on ${shop.phone} for the account to transfer ${formatCents(doc.totalCents)} to, quoting ${reference} as the reference.`,
      details: [['Reference', reference]],
    };
  return {
    line: `Please transfer ${formatCents(doc.totalCents)} to the account below, quoting ${reference} as the reference, then upload the payment slip from your order.`,
    details: [...bankDetailLines(shop.bank), ['Reference', reference]],
  };
}
