import type { Translate } from './translate';

/**
 * A text written in English elsewhere (a rule of core's, the server's refusal) in the page's
 * language, when a catalogue has it word for word under some key; any other as it came. So the
 * shop's English stays the one source and a new refusal still reads, in English, until translated.
 */
export function knownText<K extends string>(
  t: Translate<K>,
  english: Record<K, string>,
  text: string,
): string {
  // Compiled, a message without arguments is its text (vite.config.ts).
  const key = (Object.keys(english) as K[]).find((k) => english[k] === text);
  return key ? t(key) : text;
}
