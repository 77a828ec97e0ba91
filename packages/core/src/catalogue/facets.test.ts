import { describe, expect, it } from 'vitest';
import { facetsFrom, type FacetCount } from './facets';

const row = (
  category: string,
  brand: string,
  count: number,
  priceCents: [number, number],
  inPrice = true,
): FacetCount => ({
  category,
  brand,
  inPrice,
  count,
  minPriceCents: priceCents[0],
  maxPriceCents: priceCents[1],
});

const COUNTS = [
  row('Analog Mixers', 'Yamaha', 2, [5_000_000, 6_000_000]),
  row('Digital Mixers', 'Yamaha', 1, [90_000_000, 90_000_000], false),
  row('Wired Microphones', 'Shure', 3, [4_000_000, 4_500_000]),
  row('Wired Microphones', 'Yamaha', 1, [100_000, 100_000], false),
  row('Amplifiers', 'QSC', 1, [28_000_000, 28_000_000]),
];

describe('facetsFrom', () => {
  it('counts within every filter but its own', () => {
    const { total, facets } = facetsFrom(COUNTS, {
      categories: ['Analog Mixers', 'Digital Mixers'],
      brands: ['Yamaha'],
    });
    // Matches: Yamaha mixers within the price filter.
    expect(total).toBe(2);
    // Categories leave the category filter aside: Yamaha within the price filter, anywhere.
    const mixers = facets.groups.find((g) => g.name === 'Mixers');
    expect(mixers).toEqual({
      name: 'Mixers',
      count: 2,
      categories: [
        { category: 'Analog Mixers', count: 2 },
        { category: 'Digital Mixers', count: 0 },
      ],
    });
    expect(facets.groups.find((g) => g.name === 'Microphones')?.count).toBe(0);
    // Brands leave the brand filter aside: every brand among mixers within the price filter.
    expect(facets.brands).toEqual([{ brand: 'Yamaha', count: 2 }]);
    // The price range leaves the price filter aside: every Yamaha mixer.
    expect(facets.price).toEqual({ min: 50_000, max: 900_000 });
  });

  it('keeps a chosen brand with no matches, so it can be unticked', () => {
    const { total, facets } = facetsFrom(COUNTS, { categories: ['Amplifiers'], brands: ['Shure'] });
    expect(total).toBe(0);
    expect(facets.brands).toEqual([
      { brand: 'QSC', count: 1 },
      { brand: 'Shure', count: 0 },
    ]);
    expect(facets.price).toBeNull();
  });

  it('counts a group without subcategories as its own category, and sorts brands by count', () => {
    const { total, facets } = facetsFrom(COUNTS, { categories: null, brands: null });
    expect(total).toBe(6);
    expect(facets.groups.find((g) => g.name === 'Amplifiers')).toEqual({
      name: 'Amplifiers',
      count: 1,
      categories: [{ category: 'Amplifiers', count: 1 }],
    });
    expect(facets.brands.map((b) => b.brand)).toEqual(['Shure', 'Yamaha', 'QSC']);
    expect(facets.price).toEqual({ min: 1_000, max: 900_000 });
  });
});
