import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone, SRI_LANKAN_MOBILE, sriLankanMobile } from './phone';

describe('sriLankanMobile', () => {
  it.each([
    '077 123 4567',
    '0771234567',
    '+94 77 123 4567',
    '94771234567',
    '+94771234567',
    '077-123-4567',
    '+94-77-123-4567',
    '0094 77 123 4567',
    '  077 1234567  ',
  ])('reads %s as +94771234567', (input) => {
    expect(sriLankanMobile(input)).toBe('+94771234567');
  });

  it.each([
    ['a landline', '011 234 5678'],
    ['a digit short', '077 123 456'],
    ['a digit over', '077 123 45678'],
    ['no trunk 0', '771234567'],
    ['letters', '077 ABC 4567'],
    ['brackets', '(077) 123 4567'],
    ['another country', '+91 98765 43210'],
    ['nothing', ''],
  ])('refuses %s', (_, input) => {
    expect(sriLankanMobile(input)).toBeNull();
  });

  it('gives the one form for any mobile, however it is spaced', () => {
    const spacing = fc.array(fc.constantFrom('', ' ', '-'), { minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.stringMatching(/^7\d{8}$/),
        fc.constantFrom('0', '+94', '94', '0094'),
        spacing,
        (number, prefix, gaps) => {
          const typed = [...`${prefix}${number}`].map((c, i) => c + (gaps[i] ?? '')).join('');
          const stored = sriLankanMobile(typed);
          expect(stored).toBe(`+94${number}`);
          expect(stored).toMatch(SRI_LANKAN_MOBILE);
        },
      ),
    );
  });
});

describe('normalisePhone', () => {
  it('keeps a Sri Lankan mobile in its one form and anything else as typed', () => {
    expect(normalisePhone('077 123 4567')).toBe('+94771234567');
    expect(normalisePhone(' 011 234 5678 ')).toBe('011 234 5678');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
