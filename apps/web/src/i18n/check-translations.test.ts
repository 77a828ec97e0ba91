import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// The CI check itself (npm test runs it on the real catalogues).
import { checkCatalogues } from '../../../../scripts/check-translations.mjs';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Catalogues in a folder of their own, by language and namespace. */
function catalogues(files: Record<string, Record<string, Record<string, string>>>) {
  folder = mkdtempSync(join(tmpdir(), 'catalogues-'));
  for (const [language, namespaces] of Object.entries(files)) {
    mkdirSync(join(folder, language));
    for (const [namespace, messages] of Object.entries(namespaces))
      writeFileSync(join(folder, language, `${namespace}.json`), JSON.stringify(messages));
  }
  return checkCatalogues(folder);
}

const english = {
  cart: '{count, plural, one {Cart, {count} item} other {Cart, {count} items}}',
  pay: 'Or pay with KOKO: {instalments}',
};
const sinhala = {
  cart: 'කරත්තය, භාණ්ඩ {count}ක්',
  pay: 'නැතහොත් KOKO මගින් ගෙවන්න: {instalments}',
};
const tamil = {
  cart: '{count, plural, one {கூடை, {count} பொருள்} other {கூடை, {count} பொருட்கள்}}',
  pay: 'அல்லது KOKO மூலம் செலுத்துங்கள்: {instalments}',
};

describe('the translation check', () => {
  it('passes catalogues with every key, the same placeholders and no English left', () => {
    expect(
      catalogues({ en: { common: english }, si: { common: sinhala }, ta: { common: tamil } }),
    ).toEqual([]);
  });

  it('names a key or a namespace a language lacks, and one English does not have', () => {
    const { pay: _pay, ...noPay } = sinhala;
    expect(
      catalogues({
        en: { common: english, home: { welcome: 'Welcome' } },
        si: { common: { ...noPay, extra: 'අමතර' }, home: { welcome: 'සාදරයෙන්' } },
        ta: { common: tamil },
      }),
    ).toEqual([
      'si/common.json "extra": not in English',
      'si/common.json "pay": missing',
      'ta/home.json: missing',
    ]);
  });

  it('refuses a placeholder renamed or dropped, and a plural without other', () => {
    expect(
      catalogues({
        en: { common: english },
        si: { common: { ...sinhala, pay: 'නැතහොත් KOKO මගින් ගෙවන්න: {count}' } },
        ta: { common: { ...tamil, cart: '{count, plural, one {கூடை}}' } },
      }),
    ).toEqual([
      'si/common.json "pay": fills {count} where English fills {instalments}',
      'ta/common.json "cart": count has no \'other\'',
    ]);
  });

  it('finds English left in Sinhala or Tamil, but lets brands and marks be', () => {
    expect(
      catalogues({
        en: { common: english },
        si: { common: { ...sinhala, cart: 'Cart, භාණ්ඩ {count}ක්' } },
        ta: { common: { ...tamil, pay: english.pay } },
      }),
    ).toEqual([
      'si/common.json "cart": still in English (Cart)',
      'ta/common.json "pay": still in English (Or pay with)',
    ]);
  });

  it('refuses a message ICU cannot read', () => {
    expect(
      catalogues({
        en: { common: english },
        si: { common: { ...sinhala, pay: 'නැතහොත් {instalments' } },
        ta: { common: tamil },
      }),
    ).toHaveLength(1);
  });
});
