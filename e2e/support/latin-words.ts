import type { Page } from '@playwright/test';
import type { Language, ProductPage } from '@avstore/core';
import { ALLOWED_LATIN } from '../../scripts/check-translations.mjs';
import { KEPT_SPEC_WORDS } from '../../apps/web/src/i18n/specs';

// Issue #30: no English left on a Sinhala or Tamil page outside names and model numbers. The
// catalogues are checked by scripts/check-translations.mjs; this reads what a shopper is shown.

/** A run of letters and digits with a Latin letter in it: 'Sign', 'SM58', 'lk'. */
const LATIN = /[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g;

/** Its Latin words, one letter ones left out as the catalogue check does ('W', 'x' of '2 x'). */
export const latinWordsOf = (text: string): string[] =>
  (text.match(LATIN) ?? []).filter((word) => word.length > 1);

/**
 * Names every language keeps that none of the shop's data holds: the social networks Home's
 * contact block links to by their names (features/home/components/contact-block.tsx).
 */
const NETWORKS = ['Facebook', 'Instagram', 'YouTube'];

/** The words a Sinhala or Tamil page may show in Latin letters, and the owner's texts. */
export interface Allowed {
  /** Lower case. */
  words: Set<string>;
  /** Texts the owner wrote (or the shop's defaults stand for), taken out whole before reading. */
  texts: string[];
}

const json = async <T>(baseURL: string, path: string): Promise<T> => {
  const res = await fetch(`${baseURL}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

/** Every string inside a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/**
 * What may stay Latin on a page in `language`, read from the shop itself rather than listed: the
 * names every language keeps (the catalogue check's ALLOWED_LATIN, the social networks), the typed specifications' names
 * and symbols (i18n/specs.ts), every product's name and brand, the given products' model numbers
 * (SKU) and the values the owner typed in their specifications, and the shop's name, e-mail and
 * phone as configured. The shop's address, hours and bank account as configured, and the owner's
 * own texts (banners, Special Deals, About and the policies, descriptions), which the API gives in
 * the language, English where the owner wrote none (docs/product.md §18), are taken out whole,
 * not allowed word by word.
 */
export async function allowedOn(
  baseURL: string,
  language: Exclude<Language, 'en'>,
  slugs: string[] = [],
): Promise<Allowed> {
  const words = new Set<string>();
  const allow = (text: string | null | undefined) => {
    for (const word of latinWordsOf(text ?? '')) words.add(word.toLowerCase());
  };
  for (const word of [...ALLOWED_LATIN, ...KEPT_SPEC_WORDS, ...NETWORKS]) allow(word);

  const lang = `?lang=${language}`;
  const [config, deal, pages, products] = await Promise.all([
    json<Record<string, unknown>>(baseURL, `/api/config${lang}`),
    json<unknown>(baseURL, `/api/content/special-deal${lang}`),
    json<unknown>(baseURL, `/api/content/pages${lang}`),
    json<{ name: string; brand: string; description: string }[]>(baseURL, '/api/products/'),
  ]);
  for (const key of ['shopName', 'shopEmail', 'shopPhone']) allow(config[key] as string);
  // Whole, so that its words ('Road', 'No.') are not allowed anywhere else.
  const texts = [
    config.shopAddress,
    config.shopHours,
    config.bank,
    config.banners,
    deal,
    pages,
  ].flatMap(stringsOf);
  for (const product of products) {
    allow(product.name);
    allow(product.brand);
    texts.push(product.description);
  }
  const details = await Promise.all(
    slugs.map((slug) =>
      json<ProductPage>(baseURL, `/api/products/by-slug/${encodeURIComponent(slug)}${lang}`),
    ),
  );
  for (const { product } of details) {
    allow(product.sku);
    for (const spec of product.specs) allow(spec.value);
    texts.push(product.description);
  }
  return { words, texts: texts.filter((text) => text.trim().length > 1) };
}

/**
 * What the shopper reads on the page: its text, its title, and the names, placeholders, titles
 * and alternative texts of what is on screen.
 */
export function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    const named = document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]');
    for (const element of Array.from(named)) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    // A list's choices, which innerText leaves out.
    for (const option of Array.from(document.body.querySelectorAll('select option')))
      if (option.parentElement?.closest('select')?.checkVisibility())
        texts.push(option.textContent ?? '');
    return texts.join('\n');
  });
}

/**
 * What is in no language: an order's id and its number ('#CD18724A', core's orderNumber), a
 * quotation's ('Q-CD18724A'), an e-mail address.
 */
const IDENTIFIERS = [
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /(#|\bQ-)[0-9A-F]{8}\b/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
];

/** Each Latin word of `text` that is not allowed, with the line it stands in. */
export function englishIn(text: string, allowed: Allowed): string[] {
  let left = IDENTIFIERS.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
  for (const owner of [...allowed.texts].sort((a, b) => b.length - a.length))
    left = left.split(owner).join('\n');
  const found: string[] = [];
  for (const line of left.split('\n')) {
    const words = latinWordsOf(line).filter((word) => !allowed.words.has(word.toLowerCase()));
    if (words.length > 0) found.push(`${words.join(' ')}  «${line.trim().slice(0, 120)}»`);
  }
  return [...new Set(found)];
}
