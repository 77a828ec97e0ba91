// `node scripts/check-translations.mjs` (run by `npm test`): the web app's message catalogues,
// apps/web/src/i18n/locales/<language>/<namespace>.json, and the server's of the shopper's mails
// and documents, apps/server/src/i18n/locales/<language>/<namespace>.json, English the source
// (issue #30, docs/decisions/027-languages.md). It fails when:
// - a namespace or a key of English is missing in Sinhala or Tamil, or one is there that English
//   does not have;
// - a message is not ICU MessageFormat its language can read (a plural with a category the
//   language does not have, a select or plural without `other`);
// - a translation's placeholders are not English's: each name English fills, and no other (a
//   language may say a count with a plural where English needs none, or the other way round);
// - Sinhala or Tamil still holds English: any Latin word outside the names every language keeps
//   (brands, marks, model numbers; ALLOWED_LATIN).
// `checkCatalogues(folder)` returns the problems, one line each; the test beside the catalogues
// (apps/web/src/i18n/check-translations.test.ts) proves each rule fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';

export const SOURCE = 'en';
export const TRANSLATIONS = ['si', 'ta'];

/**
 * Latin words a Sinhala or Tamil message may hold: names that are the same in every language, and
 * the gear's abbreviations as its data sheets print them ('Power (RMS)', 'Maximum SPL').
 */
export const ALLOWED_LATIN = new Set([
  'LKR',
  'KOKO',
  'WhatsApp',
  'VISA',
  'Mastercard',
  'SKU',
  'RMS',
  'SPL',
  'USB',
]);

/** The plural categories of each language (CLDR; Intl.PluralRules agrees for all three). */
const CARDINALS = { en: ['one', 'other'], si: ['one', 'other'], ta: ['one', 'other'] };

/** The arguments a message fills, by name, and the problems of its plurals and selects. */
function argumentsOf(tokens, problems, where) {
  const names = new Set();
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    names.add(token.arg);
    if (!token.cases) continue;
    if (!token.cases.some((c) => c.key === 'other'))
      problems.push(`${where}: ${token.arg} has no 'other'`);
    for (const branch of token.cases)
      for (const name of argumentsOf(branch.tokens, problems, where)) names.add(name);
  }
  return names;
}

/** The message's own words: its text without what fills its placeholders. */
function wordsOf(tokens) {
  return tokens
    .map((token) =>
      token.type === 'content'
        ? token.value
        : (token.cases ?? []).map((branch) => wordsOf(branch.tokens)).join(' '),
    )
    .join(' ');
}

function read(folder, language) {
  const dir = join(folder, language);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(join(dir, file), 'utf8')),
      ]),
  );
}

/** Parses one message as its language reads it; undefined, with the problem said, when it cannot. */
function parsed(text, language, problems, where) {
  if (typeof text !== 'string') {
    problems.push(`${where}: is not text`);
    return undefined;
  }
  try {
    return parse(text, { cardinal: CARDINALS[language], ordinal: CARDINALS[language] });
  } catch (error) {
    problems.push(`${where}: ${error.message}`);
    return undefined;
  }
}

export function checkCatalogues(folder) {
  const problems = [];
  const source = read(folder, SOURCE);
  if (Object.keys(source).length === 0) problems.push(`${SOURCE}: no catalogues in ${folder}`);
  for (const [namespace, messages] of Object.entries(source))
    for (const [key, text] of Object.entries(messages))
      parsed(text, SOURCE, problems, `${SOURCE}/${namespace}.json "${key}"`);

  for (const language of TRANSLATIONS) {
    const catalogues = read(folder, language);
    for (const namespace of Object.keys(catalogues))
      if (!(namespace in source)) problems.push(`${language}/${namespace}.json: not in English`);
    for (const [namespace, english] of Object.entries(source)) {
      const translated = catalogues[namespace];
      if (!translated) {
        problems.push(`${language}/${namespace}.json: missing`);
        continue;
      }
      for (const key of Object.keys(translated))
        if (!(key in english))
          problems.push(`${language}/${namespace}.json "${key}": not in English`);
      for (const [key, text] of Object.entries(english)) {
        const where = `${language}/${namespace}.json "${key}"`;
        if (!(key in translated)) {
          problems.push(`${where}: missing`);
          continue;
        }
        const ours = parsed(translated[key], language, problems, where);
        const theirs = parsed(text, SOURCE, [], where);
        if (!ours || !theirs) continue;
        const wanted = [...argumentsOf(theirs, [], where)].sort().join(', ');
        const given = [...argumentsOf(ours, problems, where)].sort().join(', ');
        if (wanted !== given)
          problems.push(`${where}: fills {${given}} where English fills {${wanted}}`);
        const english = (wordsOf(ours).match(/[A-Za-z]{2,}/g) ?? []).filter(
          (word) => !ALLOWED_LATIN.has(word),
        );
        if (english.length > 0) problems.push(`${where}: still in English (${english.join(' ')})`);
      }
    }
  }
  return problems;
}

/** The web app's catalogues, and the server's of the order mails and documents (issue #30). */
export const FOLDERS = ['../apps/web/src/i18n/locales', '../apps/server/src/i18n/locales'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const folders = FOLDERS.map((folder) => new URL(folder, import.meta.url).pathname);
  const problems = folders.flatMap((folder) =>
    checkCatalogues(folder).map((problem) => `${folder.split('/apps/')[1]}: ${problem}`),
  );
  for (const problem of problems) console.error(problem);
  const count = folders
    .flatMap((folder) => Object.values(read(folder, SOURCE)))
    .reduce((n, m) => n + Object.keys(m).length, 0);
  console.log(
    problems.length === 0
      ? `translations: ${count} messages in ${[SOURCE, ...TRANSLATIONS].join(', ')}, all present and placeholders matching`
      : `translations: ${problems.length} problems`,
  );
  if (problems.length > 0) process.exit(1);
}
