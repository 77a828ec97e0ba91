import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import type { TestApp } from './test-app';

/**
 * Every mail the app has written to its outbox (MAIL_TRANSPORT=outbox), parsed, once the mail
 * recorded so far has been sent.
 */
export async function sentMails(t: TestApp): Promise<ParsedMail[]> {
  await t.app.services.mail.flush();
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  return Promise.all(
    files.sort().map(async (f) => simpleParser(await fs.readFile(path.join(outbox, f)))),
  );
}

/** The mails about one order: their subjects name it as 'Order #ABCD1234' or '#ABCD1234'. */
export async function mailsAbout(t: TestApp, orderId: string): Promise<ParsedMail[]> {
  const number = `#${orderId.slice(0, 8).toUpperCase()}`;
  return (await sentMails(t)).filter((m) => m.subject?.includes(number));
}

/** The one mail about an order whose subject contains `words`. */
export async function mailAbout(t: TestApp, orderId: string, words: string): Promise<ParsedMail> {
  const found = (await mailsAbout(t, orderId)).filter((m) => m.subject?.includes(words));
  if (found.length !== 1)
    throw new Error(`expected one mail '${words}' about ${orderId}, found ${found.length}`);
  return found[0]!;
}

/** The address a parsed mail was sent to. */
export const recipient = (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .flatMap((a) => a.value.map((v) => v.address))
    .join(', ');

/** A PDF's text, as pdf-parse reads it. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
