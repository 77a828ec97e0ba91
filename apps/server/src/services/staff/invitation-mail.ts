import { STAFF_INVITATION_DAYS } from '@avstore/core';
import type { Config } from '../../config';
import { escapeHtml, type MailMessage } from '../mail/mailer';

/** The owner's invitation to join the back office: a single-use link to /staff/accept. */
export function staffInvitationMail(
  config: Pick<Config, 'SHOP_NAME'>,
  to: string,
  invitedBy: string,
  link: string,
): MailMessage {
  const intro = [
    `${invitedBy} invites you to join the staff of ${config.SHOP_NAME}: handling orders, messages and stock in the back office.`,
    `Open this link within ${STAFF_INVITATION_DAYS} days to accept. It works once.`,
  ];
  const outro = ['If you did not expect this, ignore this message: nothing changes.'];
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  return {
    to,
    subject: `You are invited to join ${config.SHOP_NAME}'s staff`,
    text: [...intro, link, ...outro, config.SHOP_NAME].join('\n\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>\n${paragraphs(outro)}\n<p>${escapeHtml(config.SHOP_NAME)}</p>`,
  };
}
