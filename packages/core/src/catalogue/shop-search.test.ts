import { describe, expect, it } from 'vitest';
import { shopSearchOf as searchOf } from './shop-address';
import { shopSearchParams as searchParams } from './shop-search';

describe('the Shop address as a search', () => {
  it('reads every filter and the sort, and asks the server for the same', () => {
    const address = new URLSearchParams(
      'q=sm58&category=Microphones&brand=Shure&brand=AKG&minPrice=1000&maxPrice=50000&inStock=true&spec=micType:Dynamic&spec=weight:-1&sort=price-asc&product=x',
    );
    const search = searchOf(address);
    expect(search).toEqual({
      q: 'sm58',
      category: 'Microphones',
      brands: ['Shure', 'AKG'],
      minPrice: 1000,
      maxPrice: 50000,
      inStock: true,
      sort: 'price-asc',
      specs: ['micType:Dynamic', 'weight:-1'],
    });
    expect(searchParams(search, 2).toString()).toBe(
      'q=sm58&category=Microphones&brand=Shure&brand=AKG&minPrice=1000&maxPrice=50000&inStock=true&spec=micType%3ADynamic&spec=weight%3A-1&sort=price-asc&page=2',
    );
    expect(searchOf(new URLSearchParams('sort=powerRms-desc')).sort).toBe('powerRms-desc');
  });

  it('leaves out what makes no sense rather than sending it to be refused', () => {
    const search = searchOf(
      new URLSearchParams(
        'minPrice=-5&maxPrice=abc&sort=cheapest&inStock=yes&spec=nonsense:1&spec=powerRms:9-1',
      ),
    );
    expect(search).toMatchObject({
      minPrice: null,
      maxPrice: null,
      sort: null,
      inStock: false,
      specs: [],
    });
    expect(searchParams(search, 1).toString()).toBe('');
  });

  it('swaps a price range given upside down', () => {
    expect(searchOf(new URLSearchParams('minPrice=900&maxPrice=100'))).toMatchObject({
      minPrice: 100,
      maxPrice: 900,
    });
  });
});
