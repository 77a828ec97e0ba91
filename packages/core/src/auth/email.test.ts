import { describe, expect, it } from 'vitest';
import { EmailSchema, ResetRequestSchema } from './schemas';
import { normaliseEmail } from './email';

const parsed = (value: string) => {
  const result = EmailSchema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('one form of an e-mail (issue #23)', () => {
  it('trims before it measures, so padding never makes a new address', () => {
    expect(parsed(`${' '.repeat(254)}Nimal@Example.LK\t`)).toBe('nimal@example.lk');
  });

  it('folds fullwidth letters and case, whatever the locale', () => {
    expect(parsed('ＡＤＭＩＮ@Shop.lk')).toBe('admin@shop.lk');
    // U+0130 lower-cases to i + combining dot above: not the same address as plain 'lili'.
    expect(parsed('LİLİ@example.lk')).not.toBe(parsed('lili@example.lk'));
    expect(normaliseEmail('LİLİ@example.lk')).toBe(normaliseEmail('lİlİ@EXAMPLE.lk'));
  });

  it.each([
    ['a zero-width space', 'ad\u200Bmin@shop.lk'],
    ['a zero-width joiner', 'admin\u200D@shop.lk'],
    ['a byte-order mark', 'ad\uFEFFmin@shop.lk'],
    ['a soft hyphen', 'ad\u00ADmin@shop.lk'],
    ['a right-to-left mark', 'admin@shop\u200F.lk'],
    ['a trailing dot', 'admin@shop.lk.'],
    ['two dots together', 'ad..min@shop.lk'],
    ['a dot before the @', 'admin.@shop.lk'],
    ['a dot first', '.admin@shop.lk'],
    ['an empty label', 'admin@shop..lk'],
  ])('refuses %s', (_, address) => {
    expect(parsed(address)).toBe('Please enter a valid email address');
  });

  it('keeps the spec messages for empty and malformed fields', () => {
    expect(parsed('   ')).toBe('Please fill in all fields');
    expect(parsed('nope')).toBe('Please enter a valid email address');
    expect(ResetRequestSchema.safeParse({ email: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter your email address',
    );
    expect(ResetRequestSchema.parse({ email: ' Kamal@Mail.LK ' }).email).toBe('kamal@mail.lk');
  });
});
