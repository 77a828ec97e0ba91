import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_DATA_DIR } from '../playwright.config';

/** A mail of the store's outbox, as mailparser reads its .eml. */
export type Mail = ParsedMail;

/** Every mail the store has written to its outbox (MAIL_TRANSPORT=outbox) so far. */
export async function outboxMails(): Promise<Mail[]> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  return Promise.all(
    files.map(async (file) => simpleParser(await fs.readFile(path.join(outbox, file)))),
  );
}

/** Whom a mail is to, as its header says. */
export const mailTo = (mail: Mail) =>
  [mail.to ?? []]
    .flat()
    .map((to) => to.text)
    .join(', ');

/** The plain text of a mail, whitespace as single spaces. */
export const mailText = (mail: Mail) => (mail.text ?? '').replace(/\s+/g, ' ');

/** A PDF's text as poppler's pdftotext reads it (Sinhala and Tamil in their letters' order). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8').replace(/\s+/g, ' '))
        : reject(new Error(`pdftotext exited ${code}`)),
    );
    child.stdin.end(pdf);
  });
}
