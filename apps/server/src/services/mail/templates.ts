import type { Config } from '../../config';
import type { Order } from '@avstore/core';
import { escapeHtml, type MailMessage } from './mailer';

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

export function resetMail(
  config: Pick<Config, 'SHOP_NAME'>,
  to: string,
  link: string,
): MailMessage {
  const intro = [
    'Someone (hopefully you) asked to reset the password of your account.',
    'Open this link within one hour to choose a new password. It works once.',
  ];
  const outro = ['If you did not ask for this, ignore this message: your password stays as it is.'];
  return {
    to,
    subject: `Reset your ${config.SHOP_NAME} password`,
    text: [...intro, link, ...outro, `${config.SHOP_NAME}`].join('\n\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Choose a new password</a></p>\n${paragraphs(outro)}\n<p>${escapeHtml(config.SHOP_NAME)}</p>`,
  };
}

export function contactMail(
  config: Pick<Config, 'SHOP_EMAIL'>,
  from: { name: string; email: string; message: string },
): MailMessage {
  const header = `Message from ${from.name} <${from.email}> through the contact form:`;
  return {
    to: config.SHOP_EMAIL,
    replyTo: from.email,
    subject: `Contact form: ${from.name}`,
    text: `${header}\n\n${from.message}`,
    html: `<p>${escapeHtml(header)}</p>\n<blockquote style="white-space:pre-wrap">${escapeHtml(from.message)}</blockquote>`,
  };
}

const STATUS_LINES: Record<string, string> = {
  confirmed: 'has been confirmed. We are preparing it now.',
  delivered: 'has been delivered. Thank you for shopping with us.',
  cancelled: 'has been cancelled. If you paid for it, we will refund you.',
  pending: 'is waiting for payment.',
};

export function statusMail(
  config: Pick<Config, 'SHOP_NAME' | 'publicUrl'>,
  order: Order,
): MailMessage {
  const number = order.id.slice(0, 8).toUpperCase();
  const line = `Your order #${number} ${STATUS_LINES[order.status] ?? `is now ${order.status}.`}`;
  const link = `${config.publicUrl}/profile`;
  return {
    to: order.customer.email,
    subject: `Order #${number}: ${order.status}`,
    text: `${line}\n\nSee your orders: ${link}\n\n${config.SHOP_NAME}`,
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(link)}">See your orders</a></p>\n<p>${escapeHtml(config.SHOP_NAME)}</p>`,
  };
}

/** 30 minutes, 3 days: a duration as a mail says it. */
function spoken(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1_000, 'second'],
  ];
  const [size, name] = units.find(([size]) => ms >= size && ms % size === 0) ?? [1_000, 'second'];
  const n = Math.round(ms / size);
  return `${n} ${name}${n === 1 ? '' : 's'}`;
}

/** The shopper's notice of an order the sweep cancelled: why, and that nothing was charged. */
export function expiryMail(
  config: Pick<Config, 'SHOP_NAME' | 'SHOP_PHONE' | 'publicUrl'>,
  order: Order,
  reason: 'unpaid' | 'unconfirmed',
  afterMs: number,
): MailMessage {
  const number = order.id.slice(0, 8).toUpperCase();
  const why =
    reason === 'unpaid'
      ? `its payment was not completed within ${spoken(afterMs)}`
      : `the shop could not confirm it within ${spoken(afterMs)}`;
  const lines = [
    `Your order #${number} has been cancelled because ${why}.`,
    'Nothing was charged, and the items have been returned to stock.',
    `If you still want them, you are welcome to order again, or call us on ${config.SHOP_PHONE}.`,
  ];
  const link = `${config.publicUrl}/shop`;
  return {
    to: order.customer.email,
    subject: `Order #${number} cancelled`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${config.SHOP_NAME}`,
    html: `${paragraphs(lines)}\n<p><a href="${escapeHtml(link)}">Visit the shop</a></p>\n<p>${escapeHtml(config.SHOP_NAME)}</p>`,
  };
}
