import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the message, such as the order's PDF receipt. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The name shown with the sender's address, in place of the mailer's own. */
  senderName?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  transport: 'outbox' | 'smtp';
  smtpUrl?: string;
  dataDir: string;
  from: { name: string; address: string };
}

/** nodemailer, sending through SMTP or keeping each message as an .eml file in DATA_DIR/outbox. */
export function createMailer(options: MailerOptions): Mailer {
  const outbox = path.join(path.resolve(options.dataDir), 'outbox');
  const transporter: Transporter =
    options.transport === 'smtp'
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ senderName, ...message }) {
      const from = { name: senderName ?? options.from.name, address: options.from.address };
      const info = await transporter.sendMail({ from, ...message });
      if (options.transport === 'outbox') {
        // Mail holds reset links and addresses: for this account's eyes only.
        await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
        const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`;
        await fs.writeFile(path.join(outbox, name), (info as { message: Buffer }).message, {
          mode: 0o600,
        });
      }
    },
    close: () => transporter.close(),
  };
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
