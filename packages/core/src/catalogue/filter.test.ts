import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createProductSearch, filterProducts, productFilter, type CatalogueFilter } from './filter';
import { stockState } from './stock';
import { categoriesOf, CATEGORIES, HOME_CHIPS } from './categories';

const items = [
  { name: 'Yamaha MG10XU', category: 'Analog Mixers' },
  { name: 'Behringer X32', category: 'Digital Mixers' },
  { name: 'Shure SM58', category: 'Wired Microphones' },
  { name: 'JBL EON715', category: 'Active Speakers' },
] as const;

describe('filterProducts', () => {
  it('keeps everything without a filter', () => {
    expect(filterProducts(items, {})).toHaveLength(4);
  });

  it('matches one category exactly', () => {
    expect(filterProducts(items, { category: 'Digital Mixers' }).map((p) => p.name)).toEqual([
      'Behringer X32',
    ]);
  });

  it('matches any subcategory of a group', () => {
    expect(filterProducts(items, { category: 'Mixers' }).map((p) => p.name)).toEqual([
      'Yamaha MG10XU',
      'Behringer X32',
    ]);
    expect(categoriesOf('Microphones')).toEqual([
      'Wired Microphones',
      'Wireless Microphones',
      'Podium Microphones',
    ]);
    expect(categoriesOf('Amplifiers')).toEqual(['Amplifiers']);
  });

  it('searches names case-insensitively by substring', () => {
    expect(filterProducts(items, { query: 'sm5' }).map((p) => p.name)).toEqual(['Shure SM58']);
    expect(filterProducts(items, { query: '  YAMAHA ' }).map((p) => p.name)).toEqual([
      'Yamaha MG10XU',
    ]);
    expect(filterProducts(items, { query: 'nothing' })).toEqual([]);
  });

  it('combines category and search', () => {
    expect(filterProducts(items, { category: 'Mixers', query: 'x32' }).map((p) => p.name)).toEqual([
      'Behringer X32',
    ]);
    expect(filterProducts(items, { category: 'Speakers', query: 'x32' })).toEqual([]);
  });
});

describe('categories', () => {
  it('has 16 categories and 17 home chips starting with All', () => {
    expect(CATEGORIES).toHaveLength(16);
    expect(HOME_CHIPS).toHaveLength(17);
    expect(HOME_CHIPS[0]).toBe('All');
  });
});

describe('stockState', () => {
  it('labels out, low and in stock', () => {
    expect(stockState(0)).toEqual({ kind: 'out', label: 'Out of Stock' });
    expect(stockState(1).label).toBe('Low Stock (1 item left)');
    expect(stockState(2).label).toBe('Low Stock (2 items left)');
    expect(stockState(5)).toEqual({ kind: 'low', label: 'Low Stock (5 items left)' });
    expect(stockState(6)).toEqual({ kind: 'in', label: 'In Stock' });
  });

  it('gives the same rule as a predicate, to find the first match without a new list', () => {
    expect(items.find(productFilter({ category: 'Mixers', query: 'x3' }))?.name).toBe(
      'Behringer X32',
    );
    expect(items.find(productFilter({ category: 'Speakers', query: 'sm58' }))).toBeUndefined();
  });
});

describe('createProductSearch', () => {
  const names = ['Yamaha MG10XU', 'Yamaha MG12XU', 'Shure SM58', 'SHURE sm7b', 'Behringer X32'];
  const category = fc.constantFrom(null, 'Mixers', 'Analog Mixers', 'Wired Microphones');
  // What a shopper does to the box: types a character, deletes the last one, clears it, or
  // picks another category.
  const step = fc.oneof(
    fc.constantFrom('y', 'a', 'm', 'g', '1', 'x', 's', ' ', 'S', 'M', 'u').map((ch) => ({ ch })),
    fc.constant({ back: true }),
    fc.constant({ clear: true }),
    category.map((c) => ({ category: c })),
  );

  it('answers every step of a typing session as filterProducts does', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })),
            category: fc.constantFrom(...CATEGORIES),
          }),
          { maxLength: 30 },
        ),
        fc.array(step, { maxLength: 40 }),
        (products, steps) => {
          const search = createProductSearch(products);
          let filter: CatalogueFilter = { category: null, query: '' };
          for (const s of steps) {
            const query = filter.query ?? '';
            if ('ch' in s) filter = { ...filter, query: query + s.ch };
            else if ('back' in s) filter = { ...filter, query: query.slice(0, -1) };
            else if ('clear' in s) filter = { ...filter, query: '' };
            else filter = { ...filter, category: s.category };
            expect(search(filter)).toEqual(filterProducts(products, filter));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('narrows a longer query from the shorter one and widens again on delete', () => {
    const search = createProductSearch(items);
    expect(search({ query: 'y' }).map((p) => p.name)).toEqual(['Yamaha MG10XU']);
    expect(search({ query: 'ya' }).map((p) => p.name)).toEqual(['Yamaha MG10XU']);
    expect(search({ query: 's' }).map((p) => p.name)).toEqual(['Shure SM58']);
    expect(search({ query: '' })).toHaveLength(4);
    expect(search({ category: 'Mixers', query: '' })).toHaveLength(2);
  });
});
