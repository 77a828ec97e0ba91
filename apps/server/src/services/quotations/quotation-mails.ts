import { pathInLanguage, toCents, type Language, type Quotation } from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import { recordMail, type OutboxEntry, type OutboxRow } from '../mail/outbox';
import { orderWords } from '../order-documents/order-words';
import type { ShopInfo } from '../order-documents/shop';
import { quotationPdf } from './quotation-pdf';

const html = (paragraphs: string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n');

const message = (to: string, subject: string, paragraphs: string[]) => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: html(paragraphs),
});

/** The buyer's mail says its language, so that a reader picks the right fonts and voice. */
const inLanguage = (language: Language, body: string) =>
  `<html lang="${language}"><body>\n${body}\n</body></html>`;

const linkTo = (shop: ShopInfo, quotation: Quotation, language: Language) =>
  `${shop.url}${pathInLanguage(language, `/account/quotations/${quotation.id}`)}`;

/** The buyer's mail with the quotation's PDF, in the language it was asked for in (issue #30). */
export function quotationSentMail(
  shop: ShopInfo,
  quotation: Quotation,
  to: string,
  pdf: Buffer,
  language: Language = 'en',
): MailMessage {
  const { mail, money } = orderWords(language);
  const { number, organisation } = quotation;
  const said = message(to, mail('quotation.subject', { number, shop: shop.name }), [
    mail('quotation.dear', { organisation }),
    mail('quotation.attached', {
      number,
      total: money(Math.round(quotation.total * 100)),
      validUntil: quotation.validUntil ?? '',
    }),
    ...(quotation.shopNote ? [quotation.shopNote] : []),
    mail('quotation.open', { link: linkTo(shop, quotation, language) }),
    shop.name,
  ]);
  return {
    ...said,
    html: inLanguage(language, said.html),
    attachments: [
      {
        filename: `quotation-${quotation.number}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

type ShopNotice = 'requested' | 'changes_requested';

/** The shop's notice of a new request, or of a request for changes. */
export function quotationShopMail(
  shop: ShopInfo,
  quotation: Quotation,
  buyerEmail: string,
  kind: ShopNotice,
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

/** The outbox's kinds of the quotation mails (docs/product.md §11 "Quotations"). */
const KINDS = {
  sent: 'quotation_sent',
  requested: 'quotation_requested',
  changes_requested: 'quotation_changes_requested',
} as const;

/** What a quotation mail's outbox row keeps: the quotation as it stood when the mail was recorded. */
interface SentParams {
  quotation: Quotation;
  /** The shop as it was when sent: its name, address and VAT registration are on the PDF. */
  shop: ShopInfo;
  to: string;
  /** The language it was asked for in; absent in a mail recorded before issue #30: English. */
  language?: Language;
}
interface NoticeParams {
  quotation: Quotation;
  buyerEmail: string;
}

export const isQuotationMail = (row: Pick<OutboxRow, 'kind'>) =>
  (Object.values(KINDS) as string[]).includes(row.kind);

/**
 * Records a quotation mail in the caller's transaction, so that it goes once the change commits
 * and is retried until it does (decision 016). It names no order: the outbox's entry is typed for
 * order mails, and a mail of no order leaves order_id NULL, as the daily low-stock mail does.
 */
function record(tx: DbOrTx, kind: string, key: string, params: SentParams | NoticeParams) {
  return recordMail(tx, { kind, key, params } as unknown as OutboxEntry);
}

/**
 * The buyer's mail of a quotation being sent. It keeps the quotation and the shop as they are now,
 * and its PDF is made from them when it goes: small in the outbox, and an edit saved after sending
 * never changes what this mail says. Each send is its own mail (a quotation may be sent again).
 */
export function recordQuotationSent(
  tx: DbOrTx,
  quotation: Quotation,
  shop: ShopInfo,
  to: string,
  sentAt: Date,
  language: Language,
) {
  const key = `${KINDS.sent}:${quotation.id}:${quotation.version}:${sentAt.toISOString()}`;
  return record(tx, KINDS.sent, key, { quotation, shop, to, language } satisfies SentParams);
}

/**
 * The shop's notice of a request (one a quotation), or of changes asked (one each time: `at`
 * tells them apart).
 */
export function recordShopNotice(
  tx: DbOrTx,
  kind: ShopNotice,
  quotation: Quotation,
  buyerEmail: string,
  at?: Date,
) {
  const key = [KINDS[kind], quotation.id, ...(at ? [at.toISOString()] : [])].join(':');
  return record(tx, KINDS[kind], key, { quotation, buyerEmail } satisfies NoticeParams);
}

/**
 * The message of a recorded quotation mail: the buyer's with its PDF, made now from what the row
 * kept; the shop's notices to the shop's address as set now.
 */
export async function quotationMail(row: OutboxRow, shopNow: ShopInfo): Promise<MailMessage> {
  if (row.kind === KINDS.sent) {
    const { quotation, shop, to, language = 'en' } = row.params as unknown as SentParams;
    const pdf = await quotationPdf({
      quotation,
      lineCents: quotation.lines.map((l) => ({
        unitCents: toCents(l.unitPrice),
        totalCents: toCents(l.unitPrice) * l.quantity,
      })),
      shop,
      buyerEmail: to,
      language,
    });
    return quotationSentMail(shop, quotation, to, pdf, language);
  }
  const { quotation, buyerEmail } = row.params as unknown as NoticeParams;
  const notice = row.kind === KINDS.requested ? 'requested' : 'changes_requested';
  return quotationShopMail(shopNow, quotation, buyerEmail, notice);
}
