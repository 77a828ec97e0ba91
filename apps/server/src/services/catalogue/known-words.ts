import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';

/** Shorter words are never taken for slips (core's slipsAllowed), so they need not be known. */
const SHORTEST = 4;

/** The shop's words that a mistyped word of a query is put right to ('sennhieser'), and makers. */
export interface KnownWords {
  /** In lower case, most used first. */
  list: readonly string[];
  /** A word as the shop writes it ('sennheiser' → 'Sennheiser'); unknown words as they are. */
  spelled: (word: string) => string;
  /** The makers on sale, most products first. */
  brands: readonly string[];
}

/**
 * The words of the names and makers on sale, and the makers, read by the database (at 50,000
 * products a pass over them would hold the event loop for a tenth of a second); model numbers
 * (any digit) left out, as a slip in one is not put right.
 */
export async function readKnownWords(db: Db): Promise<KnownWords> {
  const [words, brands] = await Promise.all([
    db.execute<{ word: string; spelled: string }>(sql`
      SELECT lower(w) AS word, mode() WITHIN GROUP (ORDER BY w) AS spelled
      FROM ${products},
        regexp_split_to_table(${products.brand} || ' ' || ${products.name}, '[^[:alnum:]&+]+') AS w
      WHERE ${products.archivedAt} IS NULL AND length(w) >= ${SHORTEST} AND w !~ '[0-9]'
      GROUP BY lower(w)
      ORDER BY count(*) DESC, lower(w)`),
    db.execute<{ brand: string }>(sql`
      SELECT ${products.brand} AS brand FROM ${products}
      WHERE ${products.archivedAt} IS NULL AND ${products.brand} <> ''
      GROUP BY ${products.brand}
      ORDER BY count(*) DESC, ${products.brand}`),
  ]);
  const spelling = new Map(words.rows.map((r) => [r.word, r.spelled]));
  return {
    list: words.rows.map((r) => r.word),
    spelled: (word) => spelling.get(word) ?? word,
    brands: brands.rows.map((r) => r.brand),
  };
}
