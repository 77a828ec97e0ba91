import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';

/** One part of a mail as its reader sees it: its type and its decoded content. */
interface Part {
  type: string;
  filename: string | undefined;
  content: Buffer;
}

/** A mail of the store's outbox: its subject, its recipient, and its parts decoded. */
export interface Mail {
  subject: string;
  to: string;
  parts: Part[];
}

/** Header lines joined where folded, by lower-case name. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Quoted-printable's bytes: '=E0' a byte by its hex, a line ending in '=' joined to the next. */
function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function body(text: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(text.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(text);
  return Buffer.from(text, 'utf8');
}

/** RFC 2047 words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) as the text they stand for. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')).toString('utf8'),
    );

function partsOf(raw: string): Part[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = headersOf(split ? raw.slice(0, split.index) : raw);
  const rest = split ? raw.slice(split.index + split[0].length) : '';
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary)
    return rest
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((section) => partsOf(section.replace(/^\r?\n/, '')));
  const disposition = headers.get('content-disposition') ?? '';
  return [
    {
      type: type.split(';')[0]!.trim().toLowerCase(),
      filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1],
      content: body(rest, headers.get('content-transfer-encoding')),
    },
  ];
}

/** Every mail the store has written to its outbox (MAIL_TRANSPORT=outbox) so far. */
export async function outboxMails(): Promise<Mail[]> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  return Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(path.join(outbox, file), 'utf8');
      const split = /\r?\n\r?\n/.exec(raw)!;
      const headers = headersOf(raw.slice(0, split.index));
      return {
        subject: decodeWords(headers.get('subject') ?? ''),
        to: headers.get('to') ?? '',
        parts: partsOf(raw),
      };
    }),
  );
}

/** The plain text of a mail, whitespace as single spaces. */
export const mailText = (mail: Mail) =>
  (mail.parts.find((p) => p.type === 'text/plain')?.content.toString('utf8') ?? '').replace(
    /\s+/g,
    ' ',
  );

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
