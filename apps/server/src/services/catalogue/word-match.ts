import { sql, type SQL } from 'drizzle-orm';
import type { QueryWord } from '@avstore/core';
import { products } from '../../db/schema';

/**
 * How the widened search (issue #25) finds a product by the shopper's words, in SQL: each word
 * must match one of its fields (name, brand, category, description, specifications, SKU), by
 * what it means or the gear it names.
 */

/** A regex's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|-]/g, (c) => `\\${c}`);

/**
 * A word of the text that is one of the terms or its plural ('stand' is not 'standard'), or that
 * starts with the word still being typed.
 */
function wordPattern(word: QueryWord): string | undefined {
  const whole = word.terms.length > 0 && `(${word.terms.map(literal).join('|')})(s|es)?\\M`;
  const start = word.prefix !== undefined && literal(word.prefix);
  const alternatives = [whole, start].filter((a): a is string => typeof a === 'string');
  return alternatives.length > 0 ? `\\m(${alternatives.join('|')})` : undefined;
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
  const pattern = wordPattern(word);
  return pattern === undefined ? undefined : sql`${products.searchText} ~ ${pattern}`;
}

/** A phrase found as it was typed, in any field. */
const asTyped = (word: QueryWord): SQL | undefined =>
  word.typed.includes(' ') && !word.compact
    ? sql`${products.searchText} ~ ${`\\m${literal(word.typed)}`}`
    : undefined;

function inName(word: QueryWord): SQL | undefined {
  const pattern = wordPattern(word);
  return pattern === undefined ? undefined : sql`${lowerName} ~ ${pattern}`;
}

const either = (parts: (SQL | undefined)[]): SQL => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`false` : sql`(${sql.join(present, sql` OR `)})`;
};

/** Every word matched by some field (none asked, none needed: a search of figures alone). */
export function matchesEveryWord(words: readonly QueryWord[]): SQL {
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((word) => either([inCategories(word), inText(word), inCompactName(word)])),
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
  const naming = words.filter((word) => word.categories.length > 0);
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
      sql`2 * ${counts(either([inName(word), inCompactName(word)]))} + ${counts(word.categories.length > 0 ? inText(word) : undefined)} + ${counts(asTyped(word))}`,
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
