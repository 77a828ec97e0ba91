import type { Attribute, Language } from '@avstore/core';
import { loadedCatalogue } from './kept';
import { useLanguage } from './language';
import { partsOf } from './translate';

/**
 * The typed specifications' words (core's catalogue/attributes: labels, options, units) in a
 * page's language. As with the categories, a word's English is the word itself, so an English
 * page loads no catalogue for them and carries none of their words.
 *
 * The Sinhala and Tamil `specs` catalogues hold only the words that change. Names stay as the
 * makers print them (XLR, Speakon, Dante, UHF, '1.9 GHz (DECT)', DSP), and so do the SI symbols
 * (W, Hz, kHz, dB, Ω, kg, mm, cm, m): they are what the gear, its box and its data sheet say, in
 * Sri Lanka as elsewhere, and what a shopper compares against. The units that are English words
 * cut short ('in', 'h', 'bit') read as English to a Sinhala or Tamil reader and are written in
 * the language ('අඟල් 12', '12 அங்குலம்'), the number before or after as each language puts it
 * ('{value} in' in the catalogues). Digits stay Latin, as Sri Lanka writes them (decision 027).
 */
/**
 * The typed specifications' words every language keeps as they are (see above): the makers' names
 * of connectors, networks, bands and processing, and the SI symbols ('' is a count, which has
 * none). Every other label, option and unit has its Sinhala and Tamil in the `specs` catalogues
 * (specs.test.ts); the end-to-end scan of the Sinhala and Tamil pages allows these words.
 */
export const KEPT_SPEC_WORDS: ReadonlySet<string> = new Set([
  'XLR',
  'TRS jack',
  'Speakon',
  'RCA',
  '3.5 mm',
  'USB',
  'USB-C',
  'Bluetooth',
  'Dante',
  'Thunderbolt',
  'UHF',
  'VHF',
  '2.4 GHz',
  '5.8 GHz',
  '1.9 GHz (DECT)',
  'DSP',
  'DI box',
  'W',
  'dB',
  'Hz',
  'kHz',
  'kg',
  'Ω',
  'mm',
  'cm',
  'm',
  '',
]);

export interface SpecWords {
  /** A label, an option or a unit alone: 'Power (RMS)', 'Cardioid', 'in'; any other as it is. */
  (english: string): string;
  /** A number already written ('1,000') with its unit: '1,000 W', 'අඟල් 12'. */
  amount(figure: string, unit: string): string;
}

/** The typed specifications' words in `language`, once its `specs` catalogue is loaded. */
export function specWordsIn(language: Language): SpecWords {
  const catalogue = language === 'en' ? undefined : loadedCatalogue(language, 'specs');
  const read = partsOf(catalogue, {});
  const words = (english: string) =>
    catalogue && Object.hasOwn(catalogue, english) ? read(english).join('') : english;
  words.amount = (figure: string, unit: string) => {
    if (unit === '') return figure;
    const key = `{value} ${unit}`;
    return catalogue && Object.hasOwn(catalogue, key)
      ? read(key, { value: figure }).join('')
      : `${figure} ${unit}`;
  };
  return words;
}

/** The hook form: the words in the page's language. */
export const useSpecWords = (): SpecWords => specWordsIn(useLanguage());

/** A number as core's formatAttribute writes it, in every language: '1,300', '2.5'. */
export const figure = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * A typed specification's value as core's formatAttribute prints it ('1,300 W', '15 in',
 * 'UHF, 2.4 GHz'), its options and unit in `words`' language ('අඟල් 15'); '' when not stated.
 */
export function specText(
  words: SpecWords,
  attribute: Attribute,
  value: number | string[] | undefined,
): string {
  if (attribute.kind === 'number')
    return typeof value === 'number' ? words.amount(figure(value), attribute.unit) : '';
  return Array.isArray(value) ? value.map(words).join(', ') : '';
}
