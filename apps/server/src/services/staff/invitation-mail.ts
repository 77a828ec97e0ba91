import { STAFF_INVITATION_DAYS } from '@avstore/core';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import type { ShopInfo } from '../order-documents/shop';

/** The owner's invitation to join the back office: a single-use link to /staff/accept. */
export function staffInvitationMail(
  shop: Pick<ShopInfo, 'name'>,
  to: string,
  invitedBy: string,
  link: string,
): MailMessage {
  const intro = [
    `${invitedBy} invites you to join the staff of ${shop.name}: handling orders, messages and stock in the back office.`,
    `Open this link within ${STAFF_INVITATION_DAYS} days to accept. It works once.`,
  ];
  const outro = ['If you did not expect this, ignore this message: nothing changes.'];
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  return {
    to,
    subject: `You are invited to join ${shop.name}'s staff`,
    text: [...intro, link, ...outro, shop.name].join('\n\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>\n${paragraphs(outro)}\n<p>${escapeHtml(shop.name)}</p>`,
  };
}
