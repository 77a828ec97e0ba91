import type { ReactNode } from 'react';
import { Button, Section } from '@react-email/components';
import { pathInLanguage } from '@avstore/core';
import type { OrderDocument } from '../../order-documents/order-document';
import type { ShopInfo } from '../../order-documents/shop';
import { wordsOf } from '../../order-documents/words';
import { P, styles } from './layout';
import { Handover, OrderSummary } from './order-summary';

/** What every order mail is made from: the order as its documents tell it, and the shop. */
export interface MailProps {
  doc: OrderDocument;
  shop: ShopInfo;
}

/** A link as a button, on a line of its own. */
export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** The shopper's orders, on the pages of the order's language. */
export const OrdersLink = ({ doc, shop }: MailProps) => (
  <LinkButton href={`${shop.url}${pathInLanguage(doc.language, '/profile')}`}>
    {wordsOf(doc).mail('seeOrders')}
  </LinkButton>
);

/** To the shop: the order in the back office. */
export const BackOfficeLink = ({ doc, shop }: MailProps) => (
  <LinkButton href={`${shop.url}/admin/orders/${doc.order.id}`}>Open the order</LinkButton>
);

/**
 * The end of a mail that carries the order's PDF (placed, paid): the order, how it is handed
 * over, the sentence naming the attachment, and the shopper's orders.
 */
export function OrderWithPdf({ doc, shop, taxInvoice }: MailProps & { taxInvoice: boolean }) {
  return (
    <>
      <OrderSummary doc={doc} shop={shop} />
      <Handover doc={doc} shop={shop} />
      <P>{wordsOf(doc).mail(taxInvoice ? 'attached.taxInvoice' : 'attached.receipt')}</P>
      <OrdersLink doc={doc} shop={shop} />
    </>
  );
}
