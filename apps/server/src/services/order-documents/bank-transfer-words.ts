// What a bank-transfer order tells its shopper while it waits for the money (issue #28): the same
// words in the order mails and on the receipt, in the order's language.
import { bankTransferReference } from '@avstore/core';
import type { OrderDocument } from './order-document';
import type { ShopInfo } from './shop';
import { wordsOf } from './words';

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
  const w = wordsOf(doc);
  const reference = bankTransferReference(doc.order.id);
  const amount = w.money(doc.totalCents);
  const referenceLine: [string, string] = [w.doc('reference'), reference];
  if (!shop.bank)
    return {
      line: w.doc('transfer.call', { phone: shop.phone, amount, reference }),
      details: [referenceLine],
    };
  const { bank } = shop;
  return {
    line: w.doc('transfer.account', { amount, reference }),
    details: [
      [w.doc('bank'), bank.bank],
      [w.doc('branch'), bank.branch],
      [w.doc('accountName'), bank.accountName],
      [w.doc('accountNumber'), bank.accountNumber],
      referenceLine,
    ],
  };
}
