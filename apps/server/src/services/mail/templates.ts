import type { ShopInfo } from '../order-documents/shop';
import { escapeHtml, type MailMessage } from './mailer';

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

export function resetMail(shop: Pick<ShopInfo, 'name'>, to: string, link: string): MailMessage {
  const intro = [
    'Someone (hopefully you) asked to reset the password of your account.',
    'Open this link within one hour to choose a new password. It works once.',
  ];
  const outro = ['If you did not ask for this, ignore this message: your password stays as it is.'];
  return {
    to,
    subject: `Reset your ${shop.name} password`,
    text: [...intro, link, ...outro, `${shop.name}`].join('\n\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Choose a new password</a></p>\n${paragraphs(outro)}\n<p>${escapeHtml(shop.name)}</p>`,
  };
}

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

export function confirmMail(shop: Pick<ShopInfo, 'name'>, to: string, link: string): MailMessage {
  const intro = [
    `Welcome to ${shop.name}. Please confirm that this is your email address.`,
    'Open this link within seven days. Until then we send this address nothing else, not even your order confirmations: they wait and arrive once it is confirmed.',
  ];
  const outro = ['If you did not make an account with us, ignore this message.'];
  return {
    to,
    subject: `Confirm your ${shop.name} email address`,
    text: [...intro, link, ...outro, `${shop.name}`].join('\n\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Confirm my email address</a></p>\n${paragraphs(outro)}\n<p>${escapeHtml(shop.name)}</p>`,
  };
}

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
