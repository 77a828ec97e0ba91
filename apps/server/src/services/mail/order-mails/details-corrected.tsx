import { Section } from '@react-email/components';
import type { OrderDocument } from '../../order-documents/order-document';
import type { ShopInfo } from '../../order-documents/shop';
import { deliveryAddress, headline, wordsOf } from '../../order-documents/words';
import { MailLayout, P, styles } from './layout';

/**
 * The shop corrected the order's address, phone or e-mail (docs/product.md §15 "Orders"): the
 * details as they now stand, so the shopper can say at once if one is wrong.
 */
export function DetailsCorrectedMail({ doc, shop }: { doc: OrderDocument; shop: ShopInfo }) {
  const { title } = headline('order_details_corrected', doc);
  const { customer } = doc.order;
  const w = wordsOf(doc);
  const line = w.mail('corrected', { number: doc.number });
  const details: [string, string][] = [
    ...(doc.order.deliveryMethod === 'delivery'
      ? [[w.mail('corrected.address'), deliveryAddress(doc, doc.language)] as [string, string]]
      : []),
    [w.doc('phone'), customer.phone],
    [w.mail('corrected.email'), customer.email],
  ];
  return (
    <MailLayout shop={shop} language={doc.language} title={title} preview={line}>
      <P>{line}</P>
      <Section style={styles.box}>
        {details.map(([label, value]) => (
          <P key={label}>
            <span style={styles.strong}>{label}:</span> {value}
          </P>
        ))}
      </Section>
      <P>{w.mail('corrected.wrong', { phone: shop.phone })}</P>
    </MailLayout>
  );
}

/**
 * Who is told of a correction: the account's address, where every order mail goes, and when the
 * order's e-mail was corrected, the old and the new one too.
 */
export function correctionRecipients(
  account: string,
  orderEmail: string,
  previousEmail: unknown,
): string {
  const all = typeof previousEmail === 'string' ? [account, previousEmail, orderEmail] : [account];
  return [...new Set(all.map((a) => a.trim()).filter(Boolean))].join(', ');
}
