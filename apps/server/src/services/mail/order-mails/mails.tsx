import { Link, Section, Text } from '@react-email/components';
import {
  formatCents,
  formatLKR,
  methodLabel,
  REFUND_METHOD_WORDS,
  refundDayWords,
} from '@avstore/core';
import type { OrderDocument } from '../../order-documents/order-document';
import { shopDate } from '../../order-documents/shop';
import { headline, spoken, type CancelReason } from '../../order-documents/words';
import { MailLayout, P, styles } from './layout';
import { BackOfficeLink, LinkButton, OrdersLink, OrderWithPdf, type MailProps } from './mail-parts';
import { Handover, OrderSummary } from './order-summary';
import { TransferBox } from './transfer-box';

const isPickup = (doc: OrderDocument) => doc.order.deliveryMethod === 'pickup';
const total = (doc: OrderDocument) => formatCents(doc.totalCents);

type Attaching = { taxInvoice?: boolean };

/**
 * To the shopper when a cash or bank-transfer order is placed, or a card or KOKO order paid; the
 * receipt attached.
 */
export function ConfirmationMail({
  doc,
  shop,
  holdMs,
  taxInvoice = false,
}: MailProps & Attaching & { holdMs?: number }) {
  if (doc.order.paymentMethod === 'bank_transfer')
    return <TransferPlacedMail doc={doc} shop={shop} holdMs={holdMs} taxInvoice={taxInvoice} />;
  const { title } = headline('order_confirmation', doc);
  const cash = doc.order.paymentMethod === 'cash';
  return (
    <MailLayout shop={shop} title={title} preview={`Order #${doc.number}: ${total(doc)}`}>
      <P>
        {cash
          ? `We have your order #${doc.number}, placed on ${shopDate(shop, doc.createdAt)}. Please pay ${total(doc)} in cash ${isPickup(doc) ? 'when you collect it' : 'when it is delivered'}.`
          : `We have received your payment of ${total(doc)} by ${methodLabel(doc.order.paymentMethod)} for order #${doc.number}.`}
      </P>
      <P>
        {isPickup(doc)
          ? cash
            ? 'We will mail you when it is ready for collection.'
            : 'We are preparing it now; please call us before you come if you are travelling far.'
          : cash
            ? 'We will mail you when it is on its way.'
            : 'We are preparing it now and will mail you once it has been delivered.'}
      </P>
      <OrderWithPdf doc={doc} shop={shop} taxInvoice={taxInvoice} />
    </MailLayout>
  );
}

/** A bank-transfer order placed: how to pay it, and how long its items are held. */
function TransferPlacedMail({
  doc,
  shop,
  holdMs,
  taxInvoice = false,
}: MailProps & Attaching & { holdMs?: number }) {
  const { title } = headline('order_confirmation', doc);
  return (
    <MailLayout shop={shop} title={title} preview={`Order #${doc.number}: ${total(doc)}`}>
      <P>{`We have your order #${doc.number}, placed on ${shopDate(shop, doc.createdAt)}.`}</P>
      <TransferBox doc={doc} shop={shop} />
      <P>
        {`We hold the items for you${holdMs ? ` for ${spoken(holdMs)}` : ''}. Once we have checked your payment we will confirm your order and mail you.`}
      </P>
      <OrderWithPdf doc={doc} shop={shop} taxInvoice={taxInvoice} />
    </MailLayout>
  );
}

/** To the shop (SHOP_EMAIL) for each new order: what to prepare, and for whom. */
export function ShopOrderMail({ doc, shop }: MailProps) {
  const { title } = headline('shop_new_order', doc);
  const { customer } = doc.order;
  return (
    <MailLayout shop={shop} title={title} preview={`${total(doc)} from ${customer.firstName}`}>
      <P>
        {`${customer.firstName} ${customer.lastName} (${customer.email}, ${customer.phone}) placed order #${doc.number} on ${shopDate(shop, doc.createdAt)}.`}
      </P>
      <P>
        {doc.order.paymentMethod === 'cash'
          ? 'Cash order: confirm it in the back office once it is ready.'
          : doc.order.paymentMethod === 'bank_transfer'
            ? 'Bank transfer: the customer pays into your account and uploads the slip; verify it on the order in the back office once the money is there.'
            : `Paid by ${methodLabel(doc.order.paymentMethod)}.`}
      </P>
      <OrderSummary doc={doc} shop={shop} />
      <Handover doc={doc} shop={shop} />
      <BackOfficeLink doc={doc} shop={shop} />
    </MailLayout>
  );
}

export type StatusStep = 'confirmed' | 'dispatched' | 'ready' | 'delivered';

const STEP_MAILS = {
  confirmed: 'order_confirmed',
  dispatched: 'order_dispatched',
  ready: 'order_ready',
  delivered: 'order_delivered',
} as const;

/** What the step means for the shopper, in the words of the delivery method. */
function stepLine(doc: OrderDocument, to: StatusStep): string {
  const n = `#${doc.number}`;
  switch (to) {
    case 'confirmed':
      return isPickup(doc)
        ? `Your order ${n} is confirmed. We are preparing it and will mail you when it is ready for collection.`
        : `Your order ${n} is confirmed. We are preparing it and will mail you when it is on its way.`;
    case 'dispatched':
      return `Your order ${n} has been dispatched with ${doc.order.tracking?.courier ?? 'our courier'} and is on its way to you.`;
    case 'ready':
      return `Your order ${n} is ready for collection at our store.`;
    case 'delivered':
      return isPickup(doc)
        ? `You have collected your order ${n}. Thank you for shopping with us.`
        : `Your order ${n} has been delivered. Thank you for shopping with us.`;
  }
}

/** How to follow a dispatched parcel: the tracking number and the courier's link. */
function TrackingLines({ doc }: { doc: OrderDocument }) {
  const tracking = doc.order.tracking;
  if (!tracking) return null;
  return (
    <Section style={styles.box}>
      <Text style={styles.text}>Courier: {tracking.courier}</Text>
      {tracking.trackingNumber ? (
        <Text style={styles.text}>Tracking number: {tracking.trackingNumber}</Text>
      ) : null}
      {tracking.trackingUrl ? (
        <Text style={styles.text}>
          Track your parcel:{' '}
          <Link href={tracking.trackingUrl} style={styles.link}>
            {tracking.trackingUrl}
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

/**
 * Each step of fulfilment, said as a pickup or a delivery says it: confirmed, dispatched (with the
 * courier and tracking), ready for collection (where and when), delivered or collected. A cash
 * order is told how much to have ready only once the goods are on their way or ready.
 */
export function StatusMail({ doc, shop, to }: MailProps & { to: StatusStep }) {
  const { title } = headline(STEP_MAILS[to], doc);
  const cash = doc.order.paymentMethod === 'cash';
  const line = stepLine(doc, to);
  return (
    <MailLayout shop={shop} title={title} preview={line}>
      <P>{line}</P>
      {to === 'dispatched' ? <TrackingLines doc={doc} /> : null}
      {cash && to === 'dispatched' ? (
        <P>{`Please have ${total(doc)} ready in cash when it arrives.`}</P>
      ) : null}
      {cash && to === 'ready' ? <P>{`Please bring ${total(doc)} in cash.`}</P> : null}
      {to === 'delivered' ? (
        <P>If anything is not right, you can return it within 7 days; call us on {shop.phone}.</P>
      ) : null}
      <OrderSummary doc={doc} shop={shop} />
      {to === 'delivered' ? null : <Handover doc={doc} shop={shop} />}
      <OrdersLink shop={shop} />
    </MailLayout>
  );
}

/** The shop has given money back: how much, how, when, and the reference to look for. */
export function RefundMadeMail({ doc, shop, refundId }: MailProps & { refundId: string }) {
  const { title } = headline('order_refunded', doc);
  const refund = doc.order.refunds?.find((r) => r.id === refundId);
  if (!refund) throw new Error(`refund ${refundId} is not on order ${doc.order.id}`);
  const line = `We have refunded ${formatLKR(refund.amount)} for order #${doc.number} ${REFUND_METHOD_WORDS[refund.method]} on ${refundDayWords(refund.refundedOn)}.`;
  return (
    <MailLayout shop={shop} title={title} preview={line}>
      <P>{line}</P>
      {refund.reference ? <P>{`Reference: ${refund.reference}`}</P> : null}
      <P>
        It can take a few working days to show in your account. Questions? Call us on {shop.phone}.
      </P>
      <OrderSummary doc={doc} shop={shop} />
      <OrdersLink shop={shop} />
    </MailLayout>
  );
}

/** Cancelled by the shop or the sweep: why, and whether stock and money went back. */
export function CancelledMail({
  doc,
  shop,
  reason,
  afterMs,
}: MailProps & { reason: CancelReason; afterMs?: number }) {
  const { title } = headline('order_cancelled', doc);
  const n = `#${doc.number}`;
  const transfer = doc.order.paymentMethod === 'bank_transfer';
  const why =
    reason === 'unpaid'
      ? transfer
        ? `Your order ${n} has been cancelled because we did not receive its bank transfer within ${spoken(afterMs ?? 0)}.`
        : `Your order ${n} has been cancelled because its payment was not completed within ${spoken(afterMs ?? 0)}.`
      : reason === 'unconfirmed'
        ? `Your order ${n} has been cancelled because the shop could not confirm it within ${spoken(afterMs ?? 0)}.`
        : reason === 'address'
          ? `Your order ${n} has been cancelled because your email address was not confirmed within ${spoken(afterMs ?? 0)}, and we hold stock that long only for a confirmed address.`
          : `Your order ${n} has been cancelled by the shop.`;
  const refund = doc.refundDueCents + doc.paidCents;
  const money =
    refund > 0
      ? `We will refund the ${formatCents(refund)} you paid by ${methodLabel(doc.order.paymentMethod)}, within 5 days. The items have been returned to stock.`
      : transfer
        ? `The items have been returned to stock. If you did transfer the money, call us on ${shop.phone} and we will refund it.`
        : 'Nothing was charged, and the items have been returned to stock.';
  return (
    <MailLayout shop={shop} title={title} preview={why}>
      <P>{why}</P>
      <P>{money}</P>
      <P>If you still want them, you are welcome to order again, or call us on {shop.phone}.</P>
      <OrderSummary doc={doc} shop={shop} />
      <LinkButton href={`${shop.url}/shop`}>Visit the shop</LinkButton>
    </MailLayout>
  );
}

/**
 * A card or KOKO payment kept for a refund: it arrived after the order was cancelled, or after the
 * shopper chose to pay the order another way (`superseded`).
 */
export function RefundDueMail({
  doc,
  shop,
  amountCents,
  superseded,
}: MailProps & { amountCents: number; superseded: boolean }) {
  const { title } = headline('refund_due', doc);
  const line = `Your payment of ${formatCents(amountCents)} for order #${doc.number} arrived after ${superseded ? 'you chose to pay for the order another way' : 'the order had been cancelled'}.`;
  return (
    <MailLayout shop={shop} title={title} preview={line}>
      <P>{line}</P>
      <P>We will refund it within 5 days; there is nothing you need to do.</P>
      <P>Questions? Call us on {shop.phone}.</P>
    </MailLayout>
  );
}
