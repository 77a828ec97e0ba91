import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, SlugSchema, slugOf, WarrantySchema } from './product-page';

describe('slugOf', () => {
  it.each([
    ['Sennheiser', 'e 945', 'sennheiser-e-945'],
    ['Shure', 'Shure SM58', 'shure-sm58'],
    ['Allen & Heath', 'Allen & Heath SQ-5', 'allen-and-heath-sq-5'],
    ['Allen & Heath', 'ZEDi-10FX', 'allen-and-heath-zedi-10fx'],
    ['RØDE', 'NT1 5th Gen', 'rode-nt1-5th-gen'],
    ['Behringer', 'X32 Compact / 40-input', 'behringer-x32-compact-40-input'],
    ['', 'Mic Stand (Boom)', 'mic-stand-boom'],
    ['', '!!!', 'product'],
  ])('%s %s → %s', (brand, name, slug) => {
    expect(slugOf(brand, name)).toBe(slug);
    expect(SlugSchema.safeParse(slug).success).toBe(true);
  });

  it('cuts a long name at a word, within the limit', () => {
    const slug = slugOf('Yamaha', 'word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-word')).toBe(true);
  });

  it('refuses what no slug looks like', () => {
    for (const bad of ['', 'A', 'a--b', '-a', 'a/b', '../x', 'a'.repeat(100)])
      expect(SlugSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('WarrantySchema', () => {
  it('takes 1 to 120 whole months from the brand or the shop', () => {
    expect(WarrantySchema.safeParse({ months: 12, by: 'brand' }).success).toBe(true);
    for (const months of [0, 121, 1.5])
      expect(WarrantySchema.safeParse({ months, by: 'shop' }).success).toBe(false);
    expect(WarrantySchema.safeParse({ months: 12, by: 'dealer' }).success).toBe(false);
  });
});
