import { describe, expect, it } from 'vitest';
import english from './locales/en/checkout.json';
import { loadMessages } from './load';
import { translatorIn } from './use-t';
import { knownText } from './known';

// The server's and core's English, read in the page's language by the catalogue (issue #30).
describe('a known English text in Sinhala and Tamil', () => {
  it('finds a text word for word, and a refusal through its placeholders', async () => {
    await loadMessages('si', ['checkout']);
    await loadMessages('ta', ['checkout']);
    const si = (text: string) => knownText(translatorIn('si', 'checkout', english), english, text);
    const ta = (text: string) => knownText(translatorIn('ta', 'checkout', english), english, text);
    expect(si('This field is required')).toBe('මෙම ක්ෂේත්‍රය අවශ්‍යයි');
    expect(si('Only 2 items of Shure SM58 are available.')).toBe('Shure SM58 තොගයේ ඇත්තේ 2ක් පමණි.');
    expect(
      ta(
        'You can order at most 10 of Yamaha MG10XU at once. Please contact the shop for larger quantities.',
      ),
    ).toBe(
      'ஒரே தடவையில் Yamaha MG10XU அதிகபட்சம் 10 மட்டுமே ஆர்டர் செய்யலாம். கூடுதல் அளவுக்குக் கடையைத் தொடர்புகொள்ளவும்.',
    );
  });

  it('reads a refusal that names its field by its words alone, and leaves it whole in English', async () => {
    await loadMessages('si', ['checkout']);
    const read = (language: 'en' | 'si', text: string) =>
      knownText(translatorIn(language, 'checkout', english), english, text);
    expect(read('si', 'customer.firstName: This field is required')).toBe('මෙම ක්ෂේත්‍රය අවශ්‍යයි');
    expect(read('en', 'customer.firstName: This field is required')).toBe(
      'customer.firstName: This field is required',
    );
    expect(read('si', 'customer.firstName: Not a refusal we know')).toBe(
      'customer.firstName: Not a refusal we know',
    );
  });

  it('leaves English it does not know, and other messages’ shapes, as they came', () => {
    const en = (text: string) => knownText(translatorIn('si', 'checkout', english), english, text);
    expect(en('A refusal nobody has translated yet.')).toBe('A refusal nobody has translated yet.');
    // '{first} and {last}' is not a refusal: a text with an 'and' stays as it is.
    expect(en('Cables and stands')).toBe('Cables and stands');
  });

  it('gives English its own text', () => {
    const t = translatorIn('en', 'checkout', english);
    expect(knownText(t, english, 'Only 2 items of Shure SM58 are available.')).toBe(
      'Only 2 items of Shure SM58 are available.',
    );
  });
});
