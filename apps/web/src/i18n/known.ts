import type { Language } from '@avstore/core';
import { loadedCatalogue } from './kept';
import { partsOf, type Translate, type Values } from './translate';

/**
 * A text written in English elsewhere (a rule of core's, the server's refusal) in the page's
 * language, when a catalogue has it under some key: word for word, or, for a refusal
 * (`refusal.…`, `error.…`), as a message with placeholders whose English it matches ('Only 2 items
 * of Shure SM58 are available.'); any other as it came. So the shop's English stays the one
 * source, and a new refusal still reads, in English, until it is translated.
 */
export function knownText<K extends string>(
  t: Translate<K>,
  english: Record<K, string>,
  text: string,
  /** A refusal's placeholders whose English the page puts in its language, by name. */
  values?: KnownValues,
): string {
  const known = lookUp(t, english, text, values);
  if (known !== undefined) return known;
  // A refusal of the request's checks names its field first ('password: Password must be 8 to 128
  // characters', docs/product.md §7 "Answers"): in another language, its words without the
  // field's English name, which the form shows beside it anyway. English keeps it whole.
  const named = /^[\w.]+: (.+)$/s.exec(text);
  const words = named ? lookUp(t, english, named[1]!, values) : undefined;
  return words !== undefined && words !== named![1] ? words : text;
}

/** The catalogue's message for `text`, if it has one. */
function lookUp<K extends string>(
  t: Translate<K>,
  english: Record<K, string>,
  text: string,
  read: KnownValues = {},
): string | undefined {
  for (const key of Object.keys(english) as K[]) {
    // Compiled, a message without arguments is its text, one with arguments a function
    // (vite.config.ts).
    const message: unknown = english[key];
    if (message === text) return t(key);
    // Only refusals are read back through their placeholders: '{first} and {last}' would read
    // any text with an 'and' in it.
    const refusal = /^(refusal|error)\./.test(key) && typeof message === 'function';
    const values = refusal ? filledIn(message as Compiled, text) : undefined;
    if (values) return t(key, inLanguage(values, read));
  }
  return undefined;
}

type Compiled = (values: Values) => unknown[];

/**
 * How a refusal's placeholders read in the page's language, by name: 'We deliver only to
 * {countries}' names countries the server wrote in English (countryListIn).
 */
export type KnownValues = Partial<Record<string, (english: string) => string>>;

const inLanguage = (values: Values, read: KnownValues): Values =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const reader = read[name];
      return [name, reader ? reader(String(value)) : value];
    }),
  );

const MARK = '\u0000';
const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values that make `message` read `text`, if it can: its placeholders read back. */
function filledIn(message: Compiled, text: string): Values | undefined {
  const names: string[] = [];
  const marked = new Proxy({} as Values, {
    get: (_, name) => `${MARK}${names.push(String(name)) - 1}${MARK}`,
  });
  let source: string;
  try {
    source = message(marked).flat(Infinity).join('');
  } catch {
    return undefined;
  }
  // Literal text and placeholder numbers, in turn: 'Only ', 0, ' items of ', 1, ' are…'.
  const pieces = source.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  if (pieces.length === 1) return undefined;
  const order = pieces.filter((_, i) => i % 2 === 1).map(Number);
  const pattern = pieces.map((piece, i) => (i % 2 === 0 ? escape(piece) : '(.+?)')).join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!match) return undefined;
  return Object.fromEntries(order.map((index, i) => [names[index], match[i + 1]]));
}

/**
 * A country or a Sri Lankan district as an order keeps it, in English, named in `language` by the
 * checkout's catalogue (`country.India`, `district.Jaffna`) when the page has loaded it: reused,
 * not copied, by the screens that show a saved order. Any other name as it came.
 */
export function placeName(
  language: Language,
  kind: 'country' | 'district',
  name: string | null | undefined,
): string {
  if (!name) return '';
  const message =
    language === 'en' ? undefined : loadedCatalogue(language, 'checkout')?.[`${kind}.${name}`];
  return typeof message === 'string' ? message : name;
}

/**
 * Countries as core lists them in English ('Sri Lanka, India and Maldives', core's
 * deliverOnlyToMessage) in `language`: each named by the checkout's catalogue and the last joined
 * by its `receive.list`. As it came when a name is not the checkout's (no country's name has an
 * 'and' in it) or the catalogue is not loaded.
 */
export function countryListIn(language: Language, list: string): string {
  const catalogue = language === 'en' ? undefined : loadedCatalogue(language, 'checkout');
  if (!catalogue) return list;
  const names = list.split(/, | and /).map((name) => catalogue[`country.${name}`]);
  if (!names.every((name): name is string => typeof name === 'string')) return list;
  if (names.length === 1) return names[0]!;
  if (!catalogue['receive.list']) return list;
  const first = names.slice(0, -1).join(', ');
  return partsOf(catalogue, {})('receive.list', { first, last: names.at(-1) }).join('');
}
