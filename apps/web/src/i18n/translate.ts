import type { ReactNode } from 'react';

/** What a message's placeholders are filled with: text and numbers, or elements in `rich`. */
export type Values = Record<string, unknown>;

/**
 * A message as the build compiles it (vite.config.ts): its parts, nested inside plurals; or, with
 * no argument, its text.
 */
type Compiled = string | ((values: Values) => unknown[]);

/** A namespace's messages in one language, by key. */
export type Catalogue = Record<string, Compiled>;

/** The messages of a namespace in the page's language, English's keys typing them. */
export interface Translate<K extends string> {
  /** The message as text: for an element's words, a label, a title. */
  (key: K, values?: Values): string;
  /** The message with elements in its placeholders ('Category: <strong>…</strong>'). */
  rich(key: K, values?: Values): ReactNode;
}

const flatten = (parts: unknown[]): unknown[] =>
  parts.flatMap((part) => (Array.isArray(part) ? flatten(part) : [part]));

/** A message's parts, read in `catalogue` or, for a key it lacks, in `english`. */
export function partsOf(catalogue: Catalogue | undefined, english: Catalogue) {
  return (key: string, values?: Values): unknown[] => {
    const message = (catalogue?.[key] ?? english[key])!;
    return typeof message === 'string' ? [message] : flatten(message(values ?? {}));
  };
}

/**
 * Reads `key` in `catalogue` (the page's language, loaded before the page rendered) as text,
 * falling back to English for a key the language lacks, which the translation check forbids in
 * CI. Free of React, for the words of a toast.
 */
export function textTranslator<K extends string>(
  catalogue: Catalogue | undefined,
  english: Catalogue,
) {
  const parts = partsOf(catalogue, english);
  return (key: K, values?: Values) => parts(key, values).join('');
}
