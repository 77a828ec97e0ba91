import type { Language } from '@avstore/core';
import { translator } from '../../i18n/translate';
import type { ShopInfo } from '../order-documents/shop';
import { escapeHtml, type MailMessage } from './mailer';

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

/**
 * The account mails (a link to choose a new password, a link to confirm the address) in the
 * language of the page that asked for them (issue #30): words, and the link to the page in it.
 */
function linkMail(
  key: 'resetPassword' | 'confirmAddress',
  shop: Pick<ShopInfo, 'name'>,
  to: string,
  link: string,
  language: Language,
): MailMessage {
  const t = translator(language, 'mail');
  const say = (part: 'subject' | 'intro' | 'within' | 'button' | 'notYou') =>
    t(`${key}.${part}`, { shop: shop.name });
  const intro = [say('intro'), say('within')];
  const outro = [say('notYou')];
  return {
    to,
    subject: say('subject'),
    text: [...intro, link, ...outro, `${shop.name}`].join('\n\n'),
    html: `<div lang="${language}">\n${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">${escapeHtml(say('button'))}</a></p>\n${paragraphs(outro)}\n<p>${escapeHtml(shop.name)}</p>\n</div>`,
  };
}

export const resetMail = (
  shop: Pick<ShopInfo, 'name'>,
  to: string,
  link: string,
  language: Language,
): MailMessage => linkMail('resetPassword', shop, to, link, language);

export function contactMail(
  shop: Pick<ShopInfo, 'email'>,
  from: { name: string; email: string; message: string },
): MailMessage {
  const header = `Message from ${from.name} <${from.email}> through the contact form:`;
  return {
    to: shop.email,
    replyTo: from.email,
    subject: `Contact form: ${from.name}`,
    text: `${header}\n\n${from.message}`,
    html: `<p>${escapeHtml(header)}</p>\n<blockquote style="white-space:pre-wrap">${escapeHtml(from.message)}</blockquote>`,
  };
}

// The order mails (confirmation, status, cancellation, the shop's new order) are React Email
// templates in order-mails/, sent through the outbox (decision 016).

export const confirmMail = (
  shop: Pick<ShopInfo, 'name'>,
  to: string,
  link: string,
  language: Language,
): MailMessage => linkMail('confirmAddress', shop, to, link, language);

/** A burst of failed sign-ins to a staff account from browsers it never signed in from. */
export interface SignInBurst {
  /** The staff account's e-mail. */
  account: string;
  failures: number;
  addresses: number;
  /** Minutes until such browsers may try again. */
  closedForMinutes: number;
}

/** Tells the shop of a burst against a staff account, once per window (issue #23). */
export function signInBurstMail(
  shop: Pick<ShopInfo, 'name' | 'email'>,
  burst: SignInBurst,
): MailMessage {
  const lines = [
    `${burst.failures} failed sign-ins to the staff account ${burst.account} came in a short time, from ${burst.addresses} addresses, all from browsers that have never signed in to it.`,
    `Sign-in to this account from such browsers is stopped for the next ${burst.closedForMinutes} minutes. A browser this account has signed in from before still signs in as usual.`,
    'If this was not you, someone may be guessing the password: make sure it is long and used nowhere else.',
  ];
  return {
    to: shop.email,
    subject: `${shop.name}: failed sign-ins to ${burst.account}`,
    text: [...lines, shop.name].join('\n\n'),
    html: `${paragraphs(lines)}\n<p>${escapeHtml(shop.name)}</p>`,
  };
}
