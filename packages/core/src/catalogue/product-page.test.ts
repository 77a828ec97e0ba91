import { describe, expect, it } from 'vitest';
import { SlugSchema, WarrantySchema } from './product-page';
import { breadcrumbsOf } from './product-path';

describe('SlugSchema', () => {
  it('takes what a slug looks like and refuses the rest', () => {
    for (const good of ['shure-sm58', 'allen-and-heath-sq-5', 'product-2'])
      expect(SlugSchema.safeParse(good).success, good).toBe(true);
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

describe('breadcrumbsOf', () => {
  it("follows the Shop's category bar: group, then the category under its label", () => {
    expect(breadcrumbsOf('Wired Microphones')).toEqual([
      { name: 'Shop', path: '/shop' },
      { name: 'Microphones', path: '/shop?category=Microphones' },
      { name: 'Wired', path: '/shop?category=Wired+Microphones' },
    ]);
    expect(breadcrumbsOf('Amplifiers')).toEqual([
      { name: 'Shop', path: '/shop' },
      { name: 'Amplifiers', path: '/shop?category=Amplifiers' },
    ]);
    expect(breadcrumbsOf('Headphones & Earphones').at(-1)).toEqual({
      name: 'Headphones & Earphones',
      path: '/shop?category=Headphones+%26+Earphones',
    });
  });
});
