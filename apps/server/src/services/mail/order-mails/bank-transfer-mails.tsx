import { Section } from '@react-email/components';
import { bankTransferReference, fileSizeWords } from '@avstore/core';
import type { OrderDocument } from '../../order-documents/order-document';
import { headline, inEnglish, wordsOf } from '../../order-documents/words';
import { MailLayout, P, styles } from './layout';
import { BackOfficeLink, OrdersLink, OrderWithPdf, type MailProps } from './mail-parts';
import { OrderSummary } from './order-summary';
import { TransferBox } from './transfer-box';

/** A payment slip as a mail names it. */
export interface SlipFacts {
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
  reason: string;
}

const total = (doc: OrderDocument) => wordsOf(doc).money(doc.totalCents);

/** The shop found the transfer: the order is paid and confirmed; the receipt is attached. */
export function PaymentReceivedMail({
  doc,
  shop,
  taxInvoice = false,
}: MailProps & { taxInvoice?: boolean }) {
  const { title } = headline('payment_received', doc);
  const { mail } = wordsOf(doc);
  const line = mail('paymentReceived', { total: total(doc), number: doc.number });
  return (
    <MailLayout shop={shop} language={doc.language} title={title} preview={line}>
      <P>{line}</P>
      <P>
        {mail(doc.order.deliveryMethod === 'pickup' ? 'preparing.pickup' : 'preparing.delivery')}
      </P>
      <OrderWithPdf doc={doc} shop={shop} taxInvoice={taxInvoice} />
    </MailLayout>
  );
}

/** The shop could not accept a slip: why, and how to send the right one. */
export function SlipRejectedMail({ doc, shop, slip }: MailProps & { slip: SlipFacts }) {
  const { title } = headline('slip_rejected', doc);
  const w = wordsOf(doc);
  const line = w.mail('slip.rejected', {
    number: doc.number,
    date: w.date(shop, slip.createdAt),
    file: slip.fileName,
  });
  return (
    <MailLayout
      shop={shop}
      language={doc.language}
      title={title}
      preview={`${line} ${slip.reason}`}
    >
      <P>{line}</P>
      <Section style={styles.box}>
        <P>
          {w.mail('slip.reason')}: <span style={styles.strong}>{slip.reason}</span>
        </P>
      </Section>
      <P>{w.mail('slip.uploadRight', { phone: shop.phone })}</P>
      <TransferBox doc={doc} shop={shop} />
      <OrdersLink doc={doc} shop={shop} />
    </MailLayout>
  );
}

/** To the shop: a slip to check against the account, with the amount and the reference. */
export function ShopSlipMail({ doc: ordered, shop, slip }: MailProps & { slip: SlipFacts }) {
  const doc = inEnglish(ordered);
  const { title } = headline('shop_slip_uploaded', doc);
  const { customer } = doc.order;
  return (
    <MailLayout shop={shop} title={title} preview={`${customer.firstName} sent a payment slip`}>
      <P>
        {`${customer.firstName} ${customer.lastName} (${customer.email}, ${customer.phone}) sent a payment slip for order #${doc.number} on ${wordsOf(doc).date(shop, slip.createdAt)}: ${slip.fileName}, ${fileSizeWords(slip.sizeBytes)}.`}
      </P>
      <P>
        {`Check that ${total(doc)} has reached your account with the reference ${bankTransferReference(doc.order.id)}, then verify the slip, or reject it with the reason, on the order in the back office.`}
      </P>
      <OrderSummary doc={doc} shop={shop} />
      <BackOfficeLink doc={doc} shop={shop} />
    </MailLayout>
  );
}
