import { tokens } from '@avstore/core';

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
 * The words of the names and makers of `products`; model numbers (any digit) are left out, as a
 * slip in one is not put right.
 */
export function knownWordsOf(products: readonly { name: string; brand: string }[]): KnownWords {
  const uses = new Map<string, number>();
  const spelling = new Map<string, string>();
  const brands = new Map<string, number>();
  for (const product of products) {
    if (product.brand) brands.set(product.brand, (brands.get(product.brand) ?? 0) + 1);
    const text = `${product.brand} ${product.name}`;
    const written = text.normalize('NFKC').split(/[^\p{L}\p{N}&+]+/u);
    for (const word of new Set(tokens(text))) {
      if (word.length < SHORTEST || /\p{N}/u.test(word)) continue;
      uses.set(word, (uses.get(word) ?? 0) + 1);
      if (!spelling.has(word)) {
        spelling.set(word, written.find((w) => w.toLowerCase() === word) ?? word);
      }
    }
  }
  return {
    list: mostUsedFirst(uses),
    spelled: (word) => spelling.get(word) ?? word,
    brands: mostUsedFirst(brands),
  };
}

const mostUsedFirst = (uses: Map<string, number>) =>
  [...uses.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
