import type { Category } from '../catalogue/categories';
import { TRADE_WORDS, type TradeWord } from './trade-words';
import { FILLERS_SINHALA_TAMIL, TRADE_WORDS_SINHALA_TAMIL } from './trade-words-si-ta';
import { closestWord } from './typos';

/**
 * One thing a shopper asked for: a word of the query, a phrase of the trade ('wireless mic'), or
 * a model number written in parts ('sm 58'). A product is found when it matches every one.
 */
export interface QueryWord {
  /** As the shopper typed it (lower case; a phrase or model number keeps its parts' spaces). */
  typed: string;
  /**
   * Looked for as whole words (or their plurals) in the name, brand, category, SKU, description
   * and specifications: what the shopper typed, and what it means to the trade.
   */
  terms: string[];
  /** The last word of the query, maybe still being typed: looked for at the start of a word. */
  prefix?: string;
  /** The categories of the gear it names: all of their products match it. */
  categories: Category[];
  /** Looked for in the name with its spaces, dashes, dots and slashes left out (model numbers). */
  compact?: string;
}

/** Words that carry nothing on their own: 'mixer for church' is 'mixer church'. */
const FILLERS = new Set([
  ...['and', '&', 'for', 'with', 'the', 'a', 'an', 'of', 'in', 'to', 'or'],
  ...FILLERS_SINHALA_TAMIL,
]);
/** A phrase of the trade is this many words at the most. */
const LONGEST_PHRASE = 4;
/** A model number's letters ('sm' of 'sm 58') are this long at the most. */
const MODEL_PREFIX = 5;

/**
 * The query's words: lower case, split at anything but letters (with their marks: Sinhala's and
 * Tamil's vowel signs and virama), digits, '&' and '+'. The joiners that choose a Sinhala
 * conjunct's shape are left out: 'මයික්‍රෆෝන' is the same word typed with or without one.
 */
export function tokens(query: string): string[] {
  return query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’'`\u200c\u200d]/g, '')
    .split(/[^\p{L}\p{M}\p{N}&+]+/u)
    .filter((t) => t !== '');
}

/** The singular a plural stands for ('mics', 'speakers'; 'boxes' where the trade says 'box'). */
function singular(token: string): string {
  if (token.length > 3 && token.endsWith('es') && TRADE_TOKENS.has(token.slice(0, -2)))
    return token.slice(0, -2);
  if (token.length > 2 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

const phraseKey = (words: readonly string[]) => words.join(' ');

/** Every way of saying a trade word, as its words joined by one space, to the word it is. */
const TRADE = new Map<string, TradeWord>(
  [...TRADE_WORDS, ...TRADE_WORDS_SINHALA_TAMIL].flatMap((word) =>
    word.says.map((says) => [phraseKey(tokens(says)), word] as const),
  ),
);

/** Every word the trade's phrases are made of. */
const TRADE_TOKENS = new Set([...TRADE.keys()].flatMap((key) => key.split(' ')));

/** The trade word the tokens say, tried as typed and then singular. */
function tradeWord(words: readonly string[]): TradeWord | undefined {
  return TRADE.get(phraseKey(words)) ?? TRADE.get(phraseKey(words.map(singular)));
}

const hasDigit = (token: string) => /\p{N}/u.test(token);
const allDigits = (token: string) => /^\p{N}+$/u.test(token);

/** The query as what it asks for, in order; fillers left out. */
export function queryWords(query: string): QueryWord[] {
  const words = tokens(query).filter((t) => t !== '&');
  const found: QueryWord[] = [];
  for (let at = 0; at < words.length;) {
    // A phrase may hold a filler ('in ear monitor', 'allen and heath'): phrases are tried first.
    const phrase = longestPhrase(words, at);
    if (phrase) {
      found.push(phrase.word);
      at += phrase.length;
      continue;
    }
    const token = words[at]!;
    if (FILLERS.has(token)) {
      at += 1;
      continue;
    }
    const next = words[at + 1];
    if (
      next !== undefined &&
      allDigits(next) &&
      token.length <= MODEL_PREFIX &&
      !allDigits(token)
    ) {
      found.push(modelNumber(`${token} ${next}`, `${token}${next}`));
      at += 2;
      continue;
    }
    found.push(plainWord(token, at === words.length - 1));
    at += 1;
  }
  return found;
}

function longestPhrase(words: readonly string[], at: number) {
  for (let length = Math.min(LONGEST_PHRASE, words.length - at); length > 0; length--) {
    const parts = words.slice(at, at + length);
    const trade = tradeWord(parts);
    // A model-number-like token ('at2020') is never read as a maker's short name.
    if (trade && !(length === 1 && hasDigit(parts[0]!))) {
      return { length, word: fromTrade(parts.join(' '), trade) };
    }
  }
  return undefined;
}

function fromTrade(typed: string, trade: TradeWord): QueryWord {
  const terms = unique([...(trade.means ?? []), singular(typed)]);
  return { typed, terms, categories: [...(trade.categories ?? [])] };
}

function modelNumber(typed: string, compact: string): QueryWord {
  return { typed, terms: [], categories: [], compact };
}

function plainWord(token: string, last: boolean): QueryWord {
  const word: QueryWord = { typed: token, terms: unique([token, singular(token)]), categories: [] };
  if (hasDigit(token)) word.compact = token;
  // One letter still being typed would match the start of nearly every word.
  else if (last && token.length >= 2) {
    word.prefix = token;
    // 'mixe' is a mixer being typed: the gear it names, as the whole word would.
    for (const [says, trade] of startedTradeWords(token)) {
      word.terms = unique([...word.terms, says, ...(trade.means ?? [])]);
      word.categories = unique([...word.categories, ...(trade.categories ?? [])]) as Category[];
    }
  }
  return word;
}

/** How long a word being typed must be to stand for the trade's words it starts. */
const STARTED_TRADE_WORD = 3;

/** The trade's one-word terms that a word still being typed starts, with their trade words. */
function startedTradeWords(token: string): [string, TradeWord][] {
  if (token.length < STARTED_TRADE_WORD) return [];
  return [...TRADE].filter(([says]) => !says.includes(' ') && says.startsWith(token));
}

const unique = (list: string[]) => [...new Set(list)];

/** The categories the query names, whose products a name search ranks first ('mic'). */
export function namedCategories(query: string): Category[] {
  return unique(queryWords(query).flatMap((w) => w.categories)) as Category[];
}

/**
 * The query with each slip put right ('sennhieser' → 'sennheiser'), from the words `known` (the
 * shop's makers and names, most used first) and the trade's; undefined when nothing changed.
 */
export function correctedQuery(query: string, known: readonly string[]): string | undefined {
  const words = tokens(query);
  let changed = false;
  const corrected = words.map((word) => {
    const isKnown =
      FILLERS.has(word) ||
      hasDigit(word) ||
      TRADE_TOKENS.has(singular(word)) ||
      TRADE_TOKENS.has(word) ||
      known.includes(word);
    const meant = isKnown
      ? undefined
      : (closestWord(word, known) ?? closestWord(word, TRADE_TOKENS));
    if (meant === undefined) return word;
    changed = true;
    return meant;
  });
  return changed ? corrected.join(' ') : undefined;
}
