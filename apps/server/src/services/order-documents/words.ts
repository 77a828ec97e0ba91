// The words of the order mails and the receipt (docs/product.md §14), kept apart from their layout
// so that the mail, its plain text and the PDF say the same thing, in the order's language.
import { addressLine, countryIn, customerName, districtIn, type Language } from '@avstore/core';
import type { OrderDocument } from './order-document';
import { orderWords } from './order-words';

/** The words of the order's own language (issue #30). */
export const wordsOf = (doc: OrderDocument) => orderWords(doc.language);

/** The order told in English: what the shop's own mails say of it. */
export const inEnglish = (doc: OrderDocument): OrderDocument => ({ ...doc, language: 'en' });

const pickup = (doc: OrderDocument) => doc.order.deliveryMethod === 'pickup';

/** 'Cash, paid on delivery', 'Card, paid', 'KOKO, refund due': how and whether it was paid. */
export function paymentWords(doc: OrderDocument): string {
  const w = wordsOf(doc);
  const method = w.method(doc.order.paymentMethod);
  const said = (key: Parameters<typeof w.doc>[0], cents = 0) =>
    w.doc(key, { method, amount: w.money(cents) });
  if (doc.order.paymentMethod === 'cash') {
    if (doc.order.status === 'delivered')
      return doc.refundedCents > 0
        ? said('payment.paidRefunded', doc.refundedCents)
        : said('payment.paid');
    if (doc.order.status === 'cancelled') return said('payment.notCharged');
    return said(pickup(doc) ? 'payment.toPayAtPickup' : 'payment.toPayOnDelivery');
  }
  if (doc.refundDueCents > 0) return said('payment.toBeRefunded', doc.refundDueCents);
  if (doc.refundedCents > 0) return said('payment.refunded', doc.refundedCents);
  if (doc.paidCents > 0) return said('payment.paid');
  return said(doc.order.status === 'cancelled' ? 'payment.notCharged' : 'payment.notYetPaid');
}

/** The delivery line of the totals: the charge, or that a pickup has none. */
export function deliveryChargeWords(doc: OrderDocument): { label: string; value: string } {
  const w = wordsOf(doc);
  if (pickup(doc)) return { label: w.doc('delivery'), value: w.doc('delivery.none') };
  const label = doc.district
    ? w.doc('delivery.to', { district: districtIn(w.language, doc.district) })
    : w.doc('delivery');
  return {
    label,
    value: doc.deliveryChargeCents > 0 ? w.money(doc.deliveryChargeCents) : w.doc('delivery.free'),
  };
}

/**
 * Where the order goes: the customer's address on one line, with the district. Sri Lanka and its
 * districts are named in `language` (core's place names, the checkout's); the street and the town
 * as the shopper typed them.
 */
export function deliveryAddress(doc: OrderDocument, language: Language = 'en'): string {
  const customer = doc.order.customer;
  const english = addressLine(customer);
  const line =
    language === 'en'
      ? english
      : addressLine({
          ...customer,
          country: customer.country && countryIn(language, customer.country),
          // Left out when named as its town (Kandy, Kandy), as in English.
          district:
            customer.district === customer.city
              ? null
              : customer.district && districtIn(language, customer.district),
        });
  if (!doc.district || english.includes(doc.district)) return line;
  const district = districtIn(language, doc.district);
  return `${line} (${orderWords(language).doc('district', { district })})`;
}

export const customerWords = (doc: OrderDocument) => customerName(doc.order.customer);

export const statusWords = (doc: OrderDocument) => wordsOf(doc).doc(`status.${doc.order.status}`);

/**
 * Why an order was cancelled, as the outbox row's params record it: by the shop, unpaid, a cash
 * order the shop did not confirm, or held by an account whose address was not confirmed in time.
 */
export type CancelReason = 'shop' | 'unpaid' | 'unconfirmed' | 'address';

export type MailKind =
  | 'order_confirmation'
  | 'shop_new_order'
  | 'order_confirmed'
  | 'order_dispatched'
  | 'order_ready'
  | 'order_delivered'
  | 'order_cancelled'
  | 'order_refunded'
  | 'refund_due'
  | 'order_details_corrected'
  | 'payment_received'
  | 'slip_rejected'
  | 'shop_slip_uploaded';

/**
 * What happened, in the words of the delivery method: the headline of each mail. The shop's own
 * mails (a new order, a slip to check) are in English whatever the order's language.
 */
export function headline(kind: MailKind, doc: OrderDocument): { subject: string; title: string } {
  const n = `#${doc.number}`;
  if (kind === 'shop_new_order' || kind === 'shop_slip_uploaded') {
    const w = orderWords('en');
    // A plain space in a subject: some mail clients show a no-break space as a box.
    const total = w.money(doc.totalCents).replace('\u00a0', ' ');
    return kind === 'shop_new_order'
      ? {
          subject: `New order ${n}: ${total}, ${w.method(doc.order.paymentMethod)}, ${w.method(doc.order.deliveryMethod)}`,
          title: `New order ${n}`,
        }
      : { subject: `Payment slip for order ${n}: ${total}`, title: `Payment slip for order ${n}` };
  }
  const { mail } = wordsOf(doc);
  const said = (subject: Parameters<typeof mail>[0], title: Parameters<typeof mail>[0]) => ({
    subject: mail(subject, { number: doc.number }),
    title: mail(title),
  });
  // A cash or bank-transfer order is placed unpaid: its first mail says so.
  const placed = doc.order.paymentMethod === 'cash' || doc.order.paymentMethod === 'bank_transfer';
  switch (kind) {
    case 'order_confirmation':
      return said(placed ? 'subject.placed' : 'subject.paid', 'title.thanks');
    case 'order_confirmed':
      return said('subject.confirmed', 'title.confirmed');
    case 'order_dispatched':
      return said('subject.dispatched', 'title.dispatched');
    case 'order_ready':
      return said('subject.ready', 'title.ready');
    case 'order_delivered':
      return pickup(doc)
        ? said('subject.collected', 'title.collected')
        : said('subject.delivered', 'title.delivered');
    case 'order_cancelled':
      return said('subject.cancelled', 'title.cancelled');
    case 'refund_due':
      return said('subject.refundDue', 'title.refundDue');
    case 'order_details_corrected':
      return said('subject.corrected', 'title.corrected');
    case 'order_refunded':
      return said('subject.refunded', 'title.refunded');
    case 'payment_received':
      return said('subject.paymentReceived', 'title.paymentReceived');
    case 'slip_rejected':
      return said('subject.slipRejected', 'title.slipRejected');
  }
}
