import MessageFormat, { type MessageFunction } from '@messageformat/core';
import type { Language } from '@avstore/core';
import enDocuments from './locales/en/documents.json';
import enMail from './locales/en/mail.json';
import siDocuments from './locales/si/documents.json';
import siMail from './locales/si/mail.json';
import taDocuments from './locales/ta/documents.json';
import taMail from './locales/ta/mail.json';

// The shopper's mails and documents in the language of the order (issue #30): ICU MessageFormat
// catalogues as the web app's (docs/decisions/027-languages.md), English the source, exactly the
// texts the mails and PDFs had before. Each message is compiled once, when first used.

const CATALOGUES = {
  en: { mail: enMail, documents: enDocuments },
  si: { mail: siMail, documents: siDocuments },
  ta: { mail: taMail, documents: taDocuments },
} satisfies Record<Language, Record<string, Record<string, string>>>;

type Catalogues = (typeof CATALOGUES)['en'];
export type Namespace = keyof Catalogues;
export type MessageKey<N extends Namespace> = keyof Catalogues[N] & string;
export type MessageValues = Record<string, string | number>;

/** A namespace's messages in one language: a key and its values give the text. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

const formats = new Map<Language, MessageFormat<'string'>>();
const compiled = new Map<string, MessageFunction<'string'>>();

function message(language: Language, namespace: Namespace, key: string) {
  const id = `${language}/${namespace}/${key}`;
  let fn = compiled.get(id);
  if (!fn) {
    const source = (CATALOGUES[language][namespace] as Record<string, string>)[key];
    if (source === undefined) throw new Error(`no message ${id}`);
    let format = formats.get(language);
    if (!format) formats.set(language, (format = new MessageFormat<'string'>(language)));
    fn = format.compile(source);
    compiled.set(id, fn);
  }
  return fn;
}

/** The messages of `namespace` in `language`. */
export function translator<N extends Namespace>(language: Language, namespace: N): Translate<N> {
  return (key, values) => message(language, namespace, key)(values ?? {});
}
