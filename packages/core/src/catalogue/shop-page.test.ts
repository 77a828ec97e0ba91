import { describe, expect, it } from 'vitest';
import { SHOP_CATEGORY_PAGES, shopPagePath, shopPageTitle } from './shop-page';

describe('the pages of the Shop', () => {
  it('lists each group of the category bar once, then each category', () => {
    expect(SHOP_CATEGORY_PAGES.slice(0, 5)).toEqual([
      'Mixers',
      'Speakers',
      'Microphones',
      'Amplifiers',
      'Other',
    ]);
    expect(SHOP_CATEGORY_PAGES).toContain('Digital Mixers');
    expect(SHOP_CATEGORY_PAGES.filter((c) => c === 'Amplifiers')).toHaveLength(1);
    expect(SHOP_CATEGORY_PAGES).toHaveLength(20);
  });

  it('names a page by its search text and category alone', () => {
    expect(shopPagePath({ q: '', category: null })).toBe('/shop');
    expect(shopPagePath({ q: '', category: 'Digital Mixers' })).toBe(
      '/shop?category=Digital+Mixers',
    );
    expect(shopPagePath({ q: ' sm58 ', category: 'Headphones & Earphones' })).toBe(
      '/shop?q=sm58&category=Headphones+%26+Earphones',
    );
  });

  it('titles a page by its search, else its category, else Shop', () => {
    expect(shopPageTitle({ q: '', category: null })).toBe('Shop');
    expect(shopPageTitle({ q: ' ', category: 'Amplifiers' })).toBe('Amplifiers');
    expect(shopPageTitle({ q: 'sm58', category: null })).toBe('Search results for “sm58”');
    expect(shopPageTitle({ q: 'sm58', category: 'Microphones' })).toBe(
      'Search results for “sm58” in Microphones',
    );
  });
});
