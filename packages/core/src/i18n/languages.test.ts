import { describe, expect, it } from 'vitest';
import { languageOfCookie, languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages';

describe('a page’s language by its address', () => {
  it('reads /si and /ta as Sinhala and Tamil, anything else as English', () => {
    expect(languageOfPath('/si')).toBe('si');
    expect(languageOfPath('/si/')).toBe('si');
    expect(languageOfPath('/ta/product/shure-sm58')).toBe('ta');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/shop')).toBe('en');
    // A word that starts like a language is not one.
    expect(languageOfPath('/sitemap.xml')).toBe('en');
    expect(languageOfPath('/tab')).toBe('en');
  });

  it('takes the language off, and puts one on', () => {
    expect(pathWithoutLanguage('/si')).toBe('/');
    expect(pathWithoutLanguage('/si/')).toBe('/');
    expect(pathWithoutLanguage('/ta/shop')).toBe('/shop');
    expect(pathWithoutLanguage('/shop')).toBe('/shop');
    expect(pathInLanguage('si', '/')).toBe('/si/');
    expect(pathInLanguage('ta', '/shop?category=Digital+Mixers')).toBe(
      '/ta/shop?category=Digital+Mixers',
    );
    expect(pathInLanguage('en', '/shop')).toBe('/shop');
  });
});

describe('the remembered language', () => {
  it('is read from the cookie when it names one of the three', () => {
    expect(languageOfCookie('lang=si')).toBe('si');
    expect(languageOfCookie('a=1; lang=ta; b=2')).toBe('ta');
    expect(languageOfCookie('lang=en')).toBe('en');
    expect(languageOfCookie('lang=fr')).toBeUndefined();
    expect(languageOfCookie('slang=si')).toBeUndefined();
    expect(languageOfCookie(undefined)).toBeUndefined();
  });
});
