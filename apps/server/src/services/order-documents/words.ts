// The words of the order mails and the receipt (docs/product.md §14), kept apart from their layout
// so that the mail, its plain text and the PDF say the same thing.
import { addressLine, capitalise, customerName, formatCents, methodLabel } from '@avstore/core';
import type { OrderDocument } from './order-document';

/** 30 minutes, 3 days: a duration as a mail says it (core's, as the pages say it too). */
export { durationWords as spoken } from '@avstore/core';

const pickup = (doc: OrderDocument) => doc.order.deliveryMethod === 'pickup';

/** 'Cash, paid on delivery', 'Card, paid', 'KOKO, refund due': how and whether it was paid. */
export function paymentWords(doc: OrderDocument): string {
  const method = methodLabel(doc.order.paymentMethod);
  if (doc.order.paymentMethod === 'cash') {
    if (doc.order.status === 'delivered')
      return doc.refundedCents > 0
        ? `${method}, paid, ${formatCents(doc.refundedCents)} refunded`
        : `${method}, paid`;
    if (doc.order.status === 'cancelled') return `${method}, not charged`;
    return `${method}, to pay ${pickup(doc) ? 'at pickup' : 'on delivery'}`;
  }
  if (doc.refundDueCents > 0) return `${method}, ${formatCents(doc.refundDueCents)} to be refunded`;
  if (doc.refundedCents > 0) return `${method}, ${formatCents(doc.refundedCents)} refunded`;
  if (doc.paidCents > 0) return `${method}, paid`;
  return doc.order.status === 'cancelled' ? `${method}, not charged` : `${method}, not yet paid`;
}

/** The delivery line of the totals: the charge, or that a pickup has none. */
export function deliveryChargeWords(doc: OrderDocument): { label: string; value: string } {
  if (pickup(doc)) return { label: 'Delivery', value: 'None: store pickup' };
  const label = doc.district ? `Delivery to ${doc.district}` : 'Delivery';
  return {
    label,
    value: doc.deliveryChargeCents > 0 ? formatCents(doc.deliveryChargeCents) : 'Free',
  };
}

/** Where the order goes: the customer's address on one line, with the district. */
export function deliveryAddress(doc: OrderDocument): string {
  const line = addressLine(doc.order.customer);
  return doc.district && !line.includes(doc.district) ? `${line} (${doc.district} district)` : line;
}

export const customerWords = (doc: OrderDocument) => customerName(doc.order.customer);

export const statusWords = (doc: OrderDocument) => capitalise(doc.order.status);

/**
 * Why an order was cancelled, as the outbox row's params record it: by the shop, unpaid, a cash
 * order the shop did not confirm, or held by an account whose address was not confirmed in time.
 */
export type CancelReason = 'shop' | 'unpaid' | 'unconfirmed' | 'address';

/** What happened, in the words of the delivery method: the headline of each mail. */
export function headline(
  kind:
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
    | 'shop_slip_uploaded',
  doc: OrderDocument,
): { subject: string; title: string } {
  const n = `#${doc.number}`;
  // A cash or bank-transfer order is placed unpaid: its first mail says so.
  const placed = doc.order.paymentMethod === 'cash' || doc.order.paymentMethod === 'bank_transfer';
  switch (kind) {
    case 'order_confirmation':
      return placed
        ? { subject: `Order ${n} placed`, title: 'Thank you for your order' }
        : { subject: `Order ${n} paid`, title: 'Thank you for your order' };
    case 'shop_new_order':
      return {
        // A plain space in a subject: some mail clients show a no-break space as a box.
        subject: `New order ${n}: ${formatCents(doc.totalCents).replace('\u00a0', ' ')}, ${methodLabel(doc.order.paymentMethod)}, ${methodLabel(doc.order.deliveryMethod)}`,
        title: `New order ${n}`,
      };
    case 'order_confirmed':
      return { subject: `Order ${n} confirmed`, title: 'Order confirmed' };
    case 'order_dispatched':
      return { subject: `Order ${n} is on its way`, title: 'On its way' };
    case 'order_ready':
      return { subject: `Order ${n} is ready for collection`, title: 'Ready for collection' };
    case 'order_delivered':
      return pickup(doc)
        ? { subject: `Order ${n} collected`, title: 'Collected' }
        : { subject: `Order ${n} delivered`, title: 'Delivered' };
    case 'order_cancelled':
      return { subject: `Order ${n} cancelled`, title: 'Order cancelled' };
    case 'refund_due':
      return { subject: `Order ${n}: your payment will be refunded`, title: 'Refund on its way' };
    case 'order_details_corrected':
      return { subject: `Order ${n}: your details corrected`, title: 'Your details corrected' };
    case 'order_refunded':
      return { subject: `Order ${n}: refund made`, title: 'Refund made' };
    case 'payment_received':
      return { subject: `Order ${n} paid`, title: 'Payment received' };
    case 'slip_rejected':
      return {
        subject: `Order ${n}: payment slip not accepted`,
        title: 'Payment slip not accepted',
      };
    case 'shop_slip_uploaded':
      return {
        subject: `Payment slip for order ${n}: ${formatCents(doc.totalCents).replace('\u00a0', ' ')}`,
        title: `Payment slip for order ${n}`,
      };
  }
}
