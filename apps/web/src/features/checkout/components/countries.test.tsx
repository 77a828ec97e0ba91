import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES, type Language } from '@avstore/core';
import si from '../../../i18n/locales/si/checkout.json';
import ta from '../../../i18n/locales/ta/checkout.json';
import { inLanguage, inSinhalaAndTamil, makeCheckoutFields } from '../../../testing';
import type { CustomerFields } from '../customer-values';
import { CustomerFieldset } from './customer-fields';

inSinhalaAndTamil(['checkout']);

function Form() {
  const [values, setValues] = useState<CustomerFields>(makeCheckoutFields());
  return (
    <>
      <CustomerFieldset
        values={values}
        errors={{}}
        withAddress
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      <output aria-label="Sent">{values.country}</output>
    </>
  );
}

const open = (language: Language) => {
  render(inLanguage(language, <Form />));
  return within(screen.getAllByRole('combobox')[0]!).getAllByRole('option');
};

const SHOWN = {
  si: { sriLanka: 'ශ්‍රී ලංකාව', india: 'ඉන්දියාව', maldives: 'මාල දිවයින' },
  ta: { sriLanka: 'இலங்கை', india: 'இந்தியா', maldives: 'மாலத்தீவு' },
};

describe.each(['si', 'ta'] as const)('the checkout’s countries in %s', (language) => {
  const words = SHOWN[language];

  it('names every country in the language and sends its English name', async () => {
    const options = open(language);
    expect(options).toHaveLength(COUNTRIES.length);
    expect(options.every((o) => !/[A-Za-z]/.test(o.textContent!))).toBe(true);
    expect(screen.getByRole('option', { name: words.india })).toHaveValue('India');
    const maldives = screen.getByRole('option', { name: words.maldives });
    expect(maldives).toHaveValue('Maldives');
    await userEvent.selectOptions(options[0]!.closest('select')!, maldives);
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('Maldives');
  });

  it('keeps Sri Lanka first and the rest in the order of the language', () => {
    const names = open(language).map((o) => o.textContent!);
    expect(names[0]).toBe(words.sriLanka);
    const rest = names.slice(1);
    expect(rest).toEqual([...rest].sort(new Intl.Collator(language).compare));
  });
});

describe('the checkout’s countries in English', () => {
  it('stays the list as the spec has it', () => {
    expect(open('en').map((o) => [o.textContent, o.getAttribute('value')])).toEqual(
      COUNTRIES.map((c) => [c, c]),
    );
  });
});

/** Each country's ISO 3166 code: the catalogue's names are CLDR's, as `Intl.DisplayNames` gives them. */
const CODES: Record<string, string> = {
  'Sri Lanka': 'LK',
  Australia: 'AU',
  Austria: 'AT',
  Bahrain: 'BH',
  Bangladesh: 'BD',
  Belgium: 'BE',
  Bhutan: 'BT',
  Brunei: 'BN',
  Cambodia: 'KH',
  Canada: 'CA',
  China: 'CN',
  Cyprus: 'CY',
  'Czech Republic': 'CZ',
  Denmark: 'DK',
  Egypt: 'EG',
  Ethiopia: 'ET',
  Finland: 'FI',
  France: 'FR',
  Germany: 'DE',
  Ghana: 'GH',
  Greece: 'GR',
  'Hong Kong': 'HK',
  India: 'IN',
  Indonesia: 'ID',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  Japan: 'JP',
  Jordan: 'JO',
  Kenya: 'KE',
  Kuwait: 'KW',
  Lebanon: 'LB',
  Malaysia: 'MY',
  Maldives: 'MV',
  Mauritius: 'MU',
  Mexico: 'MX',
  Morocco: 'MA',
  Myanmar: 'MM',
  Nepal: 'NP',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Nigeria: 'NG',
  Norway: 'NO',
  Oman: 'OM',
  Pakistan: 'PK',
  Philippines: 'PH',
  Poland: 'PL',
  Portugal: 'PT',
  Qatar: 'QA',
  Romania: 'RO',
  Russia: 'RU',
  'Saudi Arabia': 'SA',
  Seychelles: 'SC',
  Singapore: 'SG',
  'South Africa': 'ZA',
  'South Korea': 'KR',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  Taiwan: 'TW',
  Tanzania: 'TZ',
  Thailand: 'TH',
  Turkey: 'TR',
  Uganda: 'UG',
  'United Arab Emirates': 'AE',
  'United Kingdom': 'GB',
  'United States': 'US',
  Vietnam: 'VN',
};

describe('the countries’ names in the catalogues', () => {
  // Written into the catalogue rather than asked of the browser: Chromium 156 answers Sinhala
  // region names in English (its ICU has no Sinhala), Node 20 in Sinhala. The short form where
  // the list's English is the short one ('Hong Kong', not 'Hong Kong SAR China').
  const english = (style: 'long' | 'short') =>
    new Intl.DisplayNames(['en'], { type: 'region', style });
  const styleOf = (name: string, code: string) =>
    english('long').of(code) !== name && english('short').of(code) === name ? 'short' : 'long';

  it.each([
    ['si', si],
    ['ta', ta],
  ] as const)('are CLDR’s in %s for every country of the list', (language, catalogue) => {
    expect(Object.keys(CODES)).toEqual(COUNTRIES);
    for (const [name, code] of Object.entries(CODES)) {
      const cldr = new Intl.DisplayNames([language], {
        type: 'region',
        style: styleOf(name, code),
      });
      expect(catalogue[`country.${name}` as keyof typeof catalogue], name).toBe(cldr.of(code));
    }
  });
});
