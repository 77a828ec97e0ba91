import { Section } from '@react-email/components';
import { bankTransferReference, fileSizeWords, formatCents } from '@avstore/core';
import type { OrderDocument } from '../../order-documents/order-document';
import { shopDate } from '../../order-documents/shop';
import { headline } from '../../order-documents/words';
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

const total = (doc: OrderDocument) => formatCents(doc.totalCents);

/** The shop found the transfer: the order is paid and confirmed; the receipt is attached. */
export function PaymentReceivedMail({
  doc,
  shop,
  taxInvoice = false,
}: MailProps & { taxInvoice?: boolean }) {
  const { title } = headline('payment_received', doc);
  const line = `We have received your payment of ${total(doc)} by bank transfer for order #${doc.number}, and your order is confirmed.`;
  return (
    <MailLayout shop={shop} title={title} preview={line}>
      <P>{line}</P>
      <P>
        {doc.order.deliveryMethod === 'pickup'
          ? 'We are preparing it now and will mail you when it is ready for collection.'
          : 'We are preparing it now and will mail you when it is on its way.'}
      </P>
      <OrderWithPdf doc={doc} shop={shop} taxInvoice={taxInvoice} />
    </MailLayout>
  );
}

/** The shop could not accept a slip: why, and how to send the right one. */
export function SlipRejectedMail({ doc, shop, slip }: MailProps & { slip: SlipFacts }) {
  const { title } = headline('slip_rejected', doc);
  const line = `We could not accept the payment slip you sent for order #${doc.number} on ${shopDate(shop, slip.createdAt)} (${slip.fileName}).`;
  return (
    <MailLayout shop={shop} title={title} preview={`${line} ${slip.reason}`}>
      <P>{line}</P>
      <Section style={styles.box}>
        <P>
          Reason: <span style={styles.strong}>{slip.reason}</span>
        </P>
      </Section>
      <P>
        Please upload the right slip from your order; we hold it for at least one more day. If you
        think this is a mistake, call us on {shop.phone}.
      </P>
      <TransferBox doc={doc} shop={shop} />
      <OrdersLink shop={shop} />
    </MailLayout>
  );
}

/** To the shop: a slip to check against the account, with the amount and the reference. */
export function ShopSlipMail({ doc, shop, slip }: MailProps & { slip: SlipFacts }) {
  const { title } = headline('shop_slip_uploaded', doc);
  const { customer } = doc.order;
  return (
    <MailLayout shop={shop} title={title} preview={`${customer.firstName} sent a payment slip`}>
      <P>
        {`${customer.firstName} ${customer.lastName} (${customer.email}, ${customer.phone}) sent a payment slip for order #${doc.number} on ${shopDate(shop, slip.createdAt)}: ${slip.fileName}, ${fileSizeWords(slip.sizeBytes)}.`}
      </P>
      <P>
        {`Check that ${total(doc)} has reached your account with the reference ${bankTransferReference(doc.order.id)}, then verify the slip, or reject it with the reason, on the order in the back office.`}
      </P>
      <OrderSummary doc={doc} shop={shop} />
      <BackOfficeLink doc={doc} shop={shop} />
    </MailLayout>
  );
}
