import { Link, Section, Text } from '@react-email/components';
import { methodLabel, pathInLanguage, toCents } from '@avstore/core';
import type { OrderDocument } from '../../order-documents/order-document';
import { headline, inEnglish, wordsOf, type CancelReason } from '../../order-documents/words';
import { MailLayout, P, styles } from './layout';
import { BackOfficeLink, LinkButton, OrdersLink, OrderWithPdf, type MailProps } from './mail-parts';
import { Handover, OrderSummary } from './order-summary';
import { TransferBox } from './transfer-box';

const isPickup = (doc: OrderDocument) => doc.order.deliveryMethod === 'pickup';
const total = (doc: OrderDocument) => wordsOf(doc).money(doc.totalCents);

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
  const w = wordsOf(doc);
  const facts = {
    number: doc.number,
    date: w.date(shop, doc.createdAt),
    total: total(doc),
    method: w.method(doc.order.paymentMethod),
  };
  return (
    <MailLayout
      shop={shop}
      language={doc.language}
      title={title}
      preview={w.mail('preview.order', facts)}
    >
      <P>
        {cash
          ? w.mail(isPickup(doc) ? 'placed.cashPickup' : 'placed.cashDelivery', facts)
          : w.mail('placed.paid', facts)}
      </P>
      <P>
        {w.mail(
          isPickup(doc)
            ? cash
              ? 'next.cashPickup'
              : 'next.paidPickup'
            : cash
              ? 'next.cashDelivery'
              : 'next.paidDelivery',
        )}
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
  const w = wordsOf(doc);
  const facts = { number: doc.number, date: w.date(shop, doc.createdAt), total: total(doc) };
  return (
    <MailLayout
      shop={shop}
      language={doc.language}
      title={title}
      preview={w.mail('preview.order', facts)}
    >
      <P>{w.mail('placed.transfer', facts)}</P>
      <TransferBox doc={doc} shop={shop} />
      <P>{holdMs ? w.mail('holdFor', { duration: w.duration(holdMs) }) : w.mail('hold')}</P>
      <OrderWithPdf doc={doc} shop={shop} taxInvoice={taxInvoice} />
    </MailLayout>
  );
}

/** To the shop (SHOP_EMAIL) for each new order: what to prepare, and for whom. */
export function ShopOrderMail({ doc: ordered, shop }: MailProps) {
  const doc = inEnglish(ordered);
  const { title } = headline('shop_new_order', doc);
  const { customer } = doc.order;
  return (
    <MailLayout shop={shop} title={title} preview={`${total(doc)} from ${customer.firstName}`}>
      <P>
        {`${customer.firstName} ${customer.lastName} (${customer.email}, ${customer.phone}) placed order #${doc.number} on ${wordsOf(doc).date(shop, doc.createdAt)}.`}
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
  const { mail } = wordsOf(doc);
  const number = doc.number;
  switch (to) {
    case 'confirmed':
      return mail(isPickup(doc) ? 'step.confirmedPickup' : 'step.confirmedDelivery', { number });
    case 'dispatched':
      return mail('step.dispatched', {
        number,
        courier: doc.order.tracking?.courier ?? mail('ourCourier'),
      });
    case 'ready':
      return mail('step.ready', { number });
    case 'delivered':
      return mail(isPickup(doc) ? 'step.collected' : 'step.delivered', { number });
  }
}

/** How to follow a dispatched parcel: the tracking number and the courier's link. */
function TrackingLines({ doc }: { doc: OrderDocument }) {
  const tracking = doc.order.tracking;
  if (!tracking) return null;
  const { mail } = wordsOf(doc);
  return (
    <Section style={styles.box}>
      <Text style={styles.text}>
        {mail('courier')}: {tracking.courier}
      </Text>
      {tracking.trackingNumber ? (
        <Text style={styles.text}>
          {mail('trackingNumber')}: {tracking.trackingNumber}
        </Text>
      ) : null}
      {tracking.trackingUrl ? (
        <Text style={styles.text}>
          {mail('trackParcel')}:{' '}
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
  const { mail } = wordsOf(doc);
  return (
    <MailLayout shop={shop} language={doc.language} title={title} preview={line}>
      <P>{line}</P>
      {to === 'dispatched' ? <TrackingLines doc={doc} /> : null}
      {cash && to === 'dispatched' ? <P>{mail('cash.haveReady', { total: total(doc) })}</P> : null}
      {cash && to === 'ready' ? <P>{mail('cash.bring', { total: total(doc) })}</P> : null}
      {to === 'delivered' ? <P>{mail('returns', { phone: shop.phone })}</P> : null}
      <OrderSummary doc={doc} shop={shop} />
      {to === 'delivered' ? null : <Handover doc={doc} shop={shop} />}
      <OrdersLink doc={doc} shop={shop} />
    </MailLayout>
  );
}

/** The shop has given money back: how much, how, when, and the reference to look for. */
export function RefundMadeMail({ doc, shop, refundId }: MailProps & { refundId: string }) {
  const { title } = headline('order_refunded', doc);
  const refund = doc.order.refunds?.find((r) => r.id === refundId);
  if (!refund) throw new Error(`refund ${refundId} is not on order ${doc.order.id}`);
  const w = wordsOf(doc);
  const line = w.mail('refunded', {
    amount: w.money(toCents(refund.amount)),
    number: doc.number,
    how: w.doc(`refundHow.${refund.method}`),
    day: w.day(refund.refundedOn),
  });
  return (
    <MailLayout shop={shop} language={doc.language} title={title} preview={line}>
      <P>{line}</P>
      {refund.reference ? <P>{`${w.doc('reference')}: ${refund.reference}`}</P> : null}
      <P>{w.mail('refunded.after', { phone: shop.phone })}</P>
      <OrderSummary doc={doc} shop={shop} />
      <OrdersLink doc={doc} shop={shop} />
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
  const w = wordsOf(doc);
  const transfer = doc.order.paymentMethod === 'bank_transfer';
  const facts = { number: doc.number, duration: w.duration(afterMs ?? 0), phone: shop.phone };
  const why = w.mail(
    reason === 'unpaid'
      ? transfer
        ? 'cancel.transferUnpaid'
        : 'cancel.unpaid'
      : reason === 'unconfirmed'
        ? 'cancel.unconfirmed'
        : reason === 'address'
          ? 'cancel.address'
          : 'cancel.shop',
    facts,
  );
  const refund = doc.refundDueCents + doc.paidCents;
  const money =
    refund > 0
      ? w.mail('cancel.refund', {
          amount: w.money(refund),
          method: w.method(doc.order.paymentMethod),
        })
      : transfer
        ? w.mail('cancel.transferCall', facts)
        : w.mail('cancel.nothing');
  return (
    <MailLayout shop={shop} language={doc.language} title={title} preview={why}>
      <P>{why}</P>
      <P>{money}</P>
      <P>{w.mail('cancel.again', facts)}</P>
      <OrderSummary doc={doc} shop={shop} />
      <LinkButton href={`${shop.url}${pathInLanguage(doc.language, '/shop')}`}>
        {w.mail('visitShop')}
      </LinkButton>
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
  const { mail, money } = wordsOf(doc);
  const line = mail(superseded ? 'refundDue.superseded' : 'refundDue.cancelled', {
    amount: money(amountCents),
    number: doc.number,
  });
  return (
    <MailLayout shop={shop} language={doc.language} title={title} preview={line}>
      <P>{line}</P>
      <P>{mail('refundDue.nothingToDo')}</P>
      <P>{mail('questions', { phone: shop.phone })}</P>
    </MailLayout>
  );
}
