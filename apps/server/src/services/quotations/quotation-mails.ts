import { formatCents, type Quotation } from '@avstore/core';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import type { ShopInfo } from '../order-documents/shop';

const html = (paragraphs: string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n');

const message = (to: string, subject: string, paragraphs: string[]) => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: html(paragraphs),
});

const linkTo = (shop: ShopInfo, quotation: Quotation) =>
  `${shop.url}/account/quotations/${quotation.id}`;

/** The buyer's mail with the quotation's PDF. */
export function quotationSentMail(
  shop: ShopInfo,
  quotation: Quotation,
  to: string,
  pdf: Buffer,
): MailMessage {
  return {
    ...message(to, `Quotation ${quotation.number} from ${shop.name}`, [
      `Dear ${quotation.organisation},`,
      `Please find attached our quotation ${quotation.number} for ${formatCents(
        Math.round(quotation.total * 100),
      )}, valid until ${quotation.validUntil ?? ''}.`,
      ...(quotation.shopNote ? [quotation.shopNote] : []),
      `To accept it and place the order at these prices, or to ask for changes, open it in your account: ${linkTo(shop, quotation)}`,
      shop.name,
    ]),
    attachments: [
      {
        filename: `quotation-${quotation.number}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** The shop's notice of a new request, or of a request for changes. */
export function quotationShopMail(
  shop: ShopInfo,
  quotation: Quotation,
  buyerEmail: string,
  kind: 'requested' | 'changes_requested',
): MailMessage {
  const what = kind === 'requested' ? 'Quotation request' : 'Changes asked for quotation';
  return {
    ...message(shop.email, `${what} ${quotation.number} from ${quotation.organisation}`, [
      `${quotation.organisation} (${buyerEmail}) ${
        kind === 'requested' ? 'asks for a quotation' : 'asks for changes to its quotation'
      } ${quotation.number}.`,
      ...(quotation.buyerNote ? [`Their note: ${quotation.buyerNote}`] : []),
      ...quotation.lines.map((l) => `${l.quantity} × ${l.name}`),
      `Open it in the back office: ${shop.url}/admin/quotations/${quotation.id}`,
    ]),
    replyTo: buyerEmail,
  };
}
