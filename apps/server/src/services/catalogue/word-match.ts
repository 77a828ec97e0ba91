import { sql, type SQL } from 'drizzle-orm';
import type { QueryWord } from '@avstore/core';
import { products } from '../../db/schema';

/**
 * How the widened search (issue #25) finds a product by the shopper's words, in SQL: each word
 * must match one of its fields (name, brand, category, description, specifications, SKU), by
 * what it means or the gear it names.
 */

/**
 * The words of a text as the search columns hold them (migration 0020): runs of letters and
 * digits, lower-cased. The same rule on both sides is what lets a query's word meet a product's.
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Words one after another, as a tsquery's phrase; the last may be the start of a word. */
function phrase(words: readonly string[], lastIsStart = false): string {
  const quoted = words.map((w) => `'${w}'`);
  if (lastIsStart) quoted[quoted.length - 1] += ':*';
  return quoted.length === 1 ? quoted[0]! : `(${quoted.join(' <-> ')})`;
}

/**
 * A word of the query as a tsquery: one of its terms or a plural of it ('stand' is not
 * 'standard'), or a word starting with the word still being typed.
 */
function wordQuery(word: QueryWord): string | undefined {
  const alternatives = new Set<string>();
  for (const term of word.terms) {
    const words = wordsOf(term);
    const last = words.pop();
    if (last === undefined) continue;
    for (const ending of ['', 's', 'es']) alternatives.add(phrase([...words, last + ending]));
  }
  const start = word.prefix === undefined ? [] : wordsOf(word.prefix);
  if (start.length > 0) alternatives.add(phrase(start, true));
  return alternatives.size > 0 ? [...alternatives].join(' | ') : undefined;
}

const lowerName = sql`lower(${products.name})`;
const compactName = sql`translate(${lowerName}, ' -/.', '')`;

const inCategories = (word: QueryWord): SQL | undefined =>
  word.categories.length > 0
    ? sql`${products.category} IN (${sql.join(
        word.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : undefined;

const inCompactName = (word: QueryWord): SQL | undefined =>
  word.compact ? sql`${compactName} LIKE ${`%${likeEscaped(word.compact)}%`}` : undefined;

function inText(word: QueryWord): SQL | undefined {
  const query = wordQuery(word);
  return query === undefined ? undefined : sql`${products.searchWords} @@ ${query}::tsquery`;
}

function inName(word: QueryWord): SQL | undefined {
  const query = wordQuery(word);
  return query === undefined ? undefined : sql`${products.nameWords} @@ ${query}::tsquery`;
}

/** A phrase found as it was typed, in any field. */
function asTyped(word: QueryWord): SQL | undefined {
  const words = wordsOf(word.typed);
  return words.length > 1 && !word.compact
    ? sql`${products.searchWords} @@ ${phrase(words)}::tsquery`
    : undefined;
}

const namesGear = (word: QueryWord) => word.categories.length > 0;

const either = (parts: (SQL | undefined)[]): SQL => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`false` : sql`(${sql.join(present, sql` OR `)})`;
};

/**
 * Every word matched by some field (none asked, none needed: a search of figures alone). Gear
 * named alone ('mixer') is that gear and the names holding the word, not every description that
 * mentions one (a third of the shop's speakers say what mixer to plug them into); beside other
 * words ('wireless speaker'), which narrow, it is looked for everywhere.
 */
export function matchesEveryWord(words: readonly QueryWord[]): SQL {
  if (words.length === 0) return sql`true`;
  const gearAlone = words.length === 1 && namesGear(words[0]!);
  return sql.join(
    words.map((word) =>
      either([inCategories(word), gearAlone ? inName(word) : inText(word), inCompactName(word)]),
    ),
    sql` AND `,
  );
}

const counts = (condition: SQL | undefined) =>
  condition ? sql`(CASE WHEN ${condition} THEN 1 ELSE 0 END)` : sql`0`;

/**
 * How many of the words name the product's kind of gear ('usb mic': the microphones); undefined
 * when none names any.
 */
export function gearScore(words: readonly QueryWord[]): SQL | undefined {
  const naming = words.filter(namesGear);
  if (naming.length === 0) return undefined;
  return sql`(${sql.join(
    naming.map((word) => counts(inCategories(word))),
    sql` + `,
  )})`;
}

/**
 * Higher for a better match: the whole query in the name (a model number written any way) first;
 * then each word in the name, a word naming gear also found in the other fields (an accessory
 * that says 'XLR cable' before every accessory), and a phrase of the trade found as typed
 * ('speaker stand'). Another word is not looked for again in the long text: every match has it,
 * and reading thousands of matches a second time was most of a broad search's time at 50,000.
 */
export function wordScore(words: readonly QueryWord[]): SQL {
  const whole = words.map((w) => w.compact ?? w.typed.replace(/[\s\-/.]+/g, '')).join('');
  const parts = words.map(
    (word) =>
      sql`2 * ${counts(either([inName(word), inCompactName(word)]))} + ${counts(namesGear(word) ? inText(word) : undefined)} + ${counts(asTyped(word))}`,
  );
  return sql`(10 * ${counts(sql`${compactName} LIKE ${`%${likeEscaped(whole)}%`}`)} + ${sql.join(parts, sql` + `)})`;
}

/** The products of the categories named ranked first, as a name search does ('mic'). */
export function ofCategories(categories: readonly string[]): SQL | undefined {
  if (categories.length === 0) return undefined;
  return sql`(CASE WHEN ${products.category} IN (${sql.join(
    categories.map((c) => sql`${c}`),
    sql`, `,
  )}) THEN 0 ELSE 1 END)`;
}

/** LIKE's own characters taken literally: a search for "50%" means those three characters. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
