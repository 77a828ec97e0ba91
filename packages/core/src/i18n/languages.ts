/**
 * The shop's three languages (issue #30, docs/decisions/027-languages.md): English at today's
 * addresses, Sinhala under /si and Tamil under /ta, every page in each. Kept free of zod: the
 * app's first script reads a page's language from its address.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the header's switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/** The cookie that remembers a shopper's choice from the switch (never read for /si or /ta). */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The prefix of a language's addresses: '' for English, '/si', '/ta'. */
export const languagePrefix = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

const PREFIXED = /^\/(si|ta)(?=\/|$)/;

/** The language an address is in: /si/shop is Sinhala, /shop English. */
export function languageOfPath(pathname: string): Language {
  return (PREFIXED.exec(pathname)?.[1] as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The address without its language: /si/shop → /shop, /si → /. */
export function pathWithoutLanguage(pathname: string): string {
  const rest = pathname.replace(PREFIXED, '');
  return rest === '' ? '/' : rest;
}

/**
 * The same page in `language`: `path` is an English address, query included. Home in Sinhala is
 * /si/ (the slash kept: it is the address search engines are given).
 */
export function pathInLanguage(language: Language, path: string): string {
  return `${languagePrefix(language)}${path}`;
}

/** The language a Cookie header remembers, if it names one. */
export function languageOfCookie(header: string | undefined): Language | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(header ?? '');
  return isLanguage(match?.[1]) ? match[1] : undefined;
}
