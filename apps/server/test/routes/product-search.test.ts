import { describe, expect } from 'vitest';
import { matchesSearch, ProductSearchResultSchema, type ProductSearchResult } from '@avstore/core';
import { insertProduct } from '../helpers/catalogue';
import { type TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

/** A hand-checked shop: sale prices, stock and age are what the expectations below count on. */
const FIXTURE = [
  {
    name: 'Yamaha MG10XU',
    brand: 'Yamaha',
    category: 'Analog Mixers',
    price: 60000,
    discountPrice: 55000,
    stock: 5,
    ageDays: 5,
  },
  {
    name: 'Yamaha DM3',
    brand: 'Yamaha',
    category: 'Digital Mixers',
    price: 900000,
    stock: 0,
    ageDays: 1,
  },
  {
    name: 'Yamaha DXR12mkII',
    brand: 'Yamaha',
    category: 'Active Speakers',
    price: 350000,
    stock: 3,
    ageDays: 10,
    featured: true,
  },
  {
    name: 'Shure SM58',
    brand: 'Shure',
    category: 'Wired Microphones',
    price: 40000,
    stock: 20,
    ageDays: 20,
    featured: true,
  },
  {
    name: 'Shure SLXD24/SM58',
    brand: 'Shure',
    category: 'Wireless Microphones',
    price: 250000,
    discountPrice: 230000,
    stock: 2,
    ageDays: 2,
  },
  {
    name: 'Sennheiser e835',
    brand: 'Sennheiser',
    category: 'Wired Microphones',
    price: 30000,
    stock: 0,
    ageDays: 3,
  },
  {
    name: 'Sennheiser HD 280 Pro',
    brand: 'Sennheiser',
    category: 'Headphones & Earphones',
    price: 35000,
    stock: 7,
    ageDays: 4,
  },
  {
    name: 'Behringer X32',
    brand: 'Behringer',
    category: 'Digital Mixers',
    price: 800000,
    stock: 1,
    ageDays: 6,
  },
  {
    name: 'Mackie ProFX10v3',
    brand: 'Mackie',
    category: 'Analog Mixers',
    price: 75000,
    stock: 4,
    ageDays: 7,
  },
  { name: 'QSC GX5', brand: 'QSC', category: 'Amplifiers', price: 280000, stock: 2, ageDays: 8 },
  {
    name: '50% Off Cable',
    brand: 'Hosa',
    category: 'Accessories',
    price: 1000,
    stock: 100,
    ageDays: 9,
  },
];
/** The fixture by name, as PostgreSQL's C collation orders it (upper case before lower). */
const BY_NAME = [
  '50% Off Cable',
  'Behringer X32',
  'Mackie ProFX10v3',
  'QSC GX5',
  'Sennheiser HD 280 Pro',
  'Sennheiser e835',
  'Shure SLXD24/SM58',
  'Shure SM58',
  'Yamaha DM3',
  'Yamaha DXR12mkII',
  'Yamaha MG10XU',
];

it.beforeAll(async ({ t }) => {
  for (const product of FIXTURE) await insertProduct(t.database.pool, product);
  const archived = await insertProduct(t.database.pool, {
    name: 'Yamaha Archived',
    brand: 'Yamaha',
  });
  await t.database.pool.query('UPDATE products SET archived_at = now() WHERE id = $1', [
    archived.id,
  ]);
});

async function search(t: TestApp, query: string): Promise<ProductSearchResult> {
  const res = await fetch(`${t.url}/api/products/search?${query}`);
  expect(res.status).toBe(200);
  return ProductSearchResultSchema.parse(await res.json());
}

const names = (result: { items: { name: string }[] }) => result.items.map((p) => p.name);
const groupCounts = (result: ProductSearchResult) =>
  Object.fromEntries(result.facets.groups.map((g) => [g.name, g.count]));
const categoryCounts = (result: ProductSearchResult) =>
  Object.fromEntries(
    result.facets.groups.flatMap((g) => g.categories.map((c) => [c.category, c.count])),
  );

describe('GET /api/products/search', () => {
  it('lists every product on sale by name, with the facets of the whole shop', async ({ t }) => {
    const result = await search(t, '');
    expect(names(result)).toEqual(BY_NAME);
    expect(result.total).toBe(11);
    expect(result.suggestions).toBeUndefined();
    expect(groupCounts(result)).toEqual({
      Mixers: 4,
      Speakers: 1,
      Microphones: 3,
      Amplifiers: 1,
      Other: 2,
    });
    expect(categoryCounts(result)).toMatchObject({
      'Analog Mixers': 2,
      'Digital Mixers': 2,
      'Active Speakers': 1,
      'Wired Microphones': 2,
      'Wireless Microphones': 1,
      'Podium Microphones': 0,
      Amplifiers: 1,
      'Headphones & Earphones': 1,
      Accessories: 1,
    });
    expect(result.facets.brands).toEqual([
      { brand: 'Yamaha', count: 3 },
      { brand: 'Sennheiser', count: 2 },
      { brand: 'Shure', count: 2 },
      { brand: 'Behringer', count: 1 },
      { brand: 'Hosa', count: 1 },
      { brand: 'Mackie', count: 1 },
      { brand: 'QSC', count: 1 },
    ]);
    expect(result.facets.price).toEqual({ min: 1000, max: 900000 });
  });

  it('keeps the product description rule for q: the names that contain it, any case, no others', async ({
    t,
  }) => {
    for (const q of ['sm58', ' SM58 ', 'yamaha d', 'e8', 'PRO', 'x', 'Shure SM58', 'mackie']) {
      const expected = FIXTURE.filter((p) => matchesSearch(p, q)).map((p) => p.name);
      expect(expected.length, q).toBeGreaterThan(0);
      const result = await search(t, `q=${encodeURIComponent(q)}&sort=name`);
      expect(names(result), q).toEqual(BY_NAME.filter((n) => expected.includes(n)));
      expect(result.total, q).toBe(expected.length);
      expect(result.showingFor, q).toBeUndefined();
    }
  });

  it('orders by relevance with a query: names that start with it, then where it appears', async ({
    t,
  }) => {
    expect(names(await search(t, 'q=sm58'))).toEqual(['Shure SM58', 'Shure SLXD24/SM58']);
    expect(names(await search(t, 'q=s'))[0]).toBe('Sennheiser HD 280 Pro');
  });

  it('takes % and _ in a query as themselves', async ({ t }) => {
    expect(names(await search(t, 'q=50%25'))).toEqual(['50% Off Cable']);
    expect((await search(t, 'q=_')).total).toBe(0);
  });

  it('filters by a category group or one category, counting categories without that filter', async ({
    t,
  }) => {
    const group = await search(t, 'category=Mixers');
    expect(names(group)).toEqual([
      'Behringer X32',
      'Mackie ProFX10v3',
      'Yamaha DM3',
      'Yamaha MG10XU',
    ]);
    expect(groupCounts(group)).toMatchObject({ Mixers: 4, Microphones: 3, Other: 2 });
    expect(group.facets.brands).toEqual([
      { brand: 'Yamaha', count: 2 },
      { brand: 'Behringer', count: 1 },
      { brand: 'Mackie', count: 1 },
    ]);
    expect(group.facets.price).toEqual({ min: 55000, max: 900000 });
    const one = await search(t, 'category=Digital%20Mixers');
    expect(names(one)).toEqual(['Behringer X32', 'Yamaha DM3']);
    expect(one.total).toBe(2);
  });

  it('filters by brands, counting brands without that filter', async ({ t }) => {
    const result = await search(t, 'brand=Shure&brand=Sennheiser');
    expect(names(result)).toEqual([
      'Sennheiser HD 280 Pro',
      'Sennheiser e835',
      'Shure SLXD24/SM58',
      'Shure SM58',
    ]);
    expect(result.facets.brands.find((b) => b.brand === 'Yamaha')?.count).toBe(3);
    expect(groupCounts(result)).toMatchObject({ Microphones: 3, Other: 1, Mixers: 0 });
    expect(names(await search(t, 'brand=QSC'))).toEqual(['QSC GX5']);
  });

  it('filters by the price paid today (a discount price when there is one)', async ({ t }) => {
    const result = await search(t, 'minPrice=30000&maxPrice=80000');
    expect(names(result)).toEqual([
      'Mackie ProFX10v3',
      'Sennheiser HD 280 Pro',
      'Sennheiser e835',
      'Shure SM58',
      'Yamaha MG10XU',
    ]);
    // The range a shopper can choose from ignores the price filter itself.
    expect(result.facets.price).toEqual({ min: 1000, max: 900000 });
    expect(names(await search(t, 'maxPrice=54999&minPrice=40000'))).toEqual(['Shure SM58']);
    expect(names(await search(t, 'minPrice=230000&maxPrice=230000'))).toEqual([
      'Shure SLXD24/SM58',
    ]);
  });

  it('shows only products in stock, or only featured ones, when asked', async ({ t }) => {
    const inStock = await search(t, 'inStock=true');
    expect(inStock.total).toBe(9);
    expect(names(inStock)).not.toContain('Yamaha DM3');
    expect(names(inStock)).not.toContain('Sennheiser e835');
    expect(names(await search(t, 'featured=true'))).toEqual(['Shure SM58', 'Yamaha DXR12mkII']);
  });

  it('sorts by price either way, by newest and by name', async ({ t }) => {
    expect(names(await search(t, 'sort=price-asc')).slice(0, 3)).toEqual([
      '50% Off Cable',
      'Sennheiser e835',
      'Sennheiser HD 280 Pro',
    ]);
    expect(names(await search(t, 'sort=price-desc')).slice(0, 2)).toEqual([
      'Yamaha DM3',
      'Behringer X32',
    ]);
    expect(names(await search(t, 'sort=newest')).slice(0, 3)).toEqual([
      'Yamaha DM3',
      'Shure SLXD24/SM58',
      'Sennheiser e835',
    ]);
    expect(names(await search(t, 'sort=name&q=yamaha'))).toEqual([
      'Yamaha DM3',
      'Yamaha DXR12mkII',
      'Yamaha MG10XU',
    ]);
  });

  it('pages without overlap or gaps', async ({ t }) => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search(t, `pageSize=4&page=${page}`));
    expect(pages.map((p) => p.items.length)).toEqual([4, 4, 3]);
    expect(pages.flatMap(names)).toEqual(BY_NAME);
    expect(pages.every((p) => p.total === 11)).toBe(true);
    const past = await search(t, 'pageSize=4&page=4');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(11);
  });

  it('widens when no name contains the query, and says what it showed', async ({ t }) => {
    const yamha = await search(t, 'q=yamha');
    expect(yamha.didYouMean).toBe('Yamaha');
    expect(names(yamha).sort()).toEqual(['Yamaha DM3', 'Yamaha DXR12mkII', 'Yamaha MG10XU']);

    const sennhieser = await search(t, 'q=sennhieser');
    expect(names(sennhieser).sort()).toEqual(['Sennheiser HD 280 Pro', 'Sennheiser e835']);

    const sm58 = await search(t, 'q=sm%2058');
    expect(sm58.showingFor).toBe('sm 58');
    expect(names(sm58)[0]).toBe('Shure SM58');

    // Brand and category are read too, words in any order.
    const words = await search(t, 'q=mixers%20yamaha');
    expect(names(words).sort()).toEqual(['Yamaha DM3', 'Yamaha MG10XU']);
    expect(words.suggestions).toBeUndefined();
  });

  it('suggests the closest names when even the widened search finds nothing', async ({ t }) => {
    const shur = await search(t, 'q=shur%20sm59');
    expect(shur.total).toBe(0);
    expect(shur.items).toEqual([]);
    expect(shur.showingFor).toBeUndefined();
    expect(shur.suggestions?.[0]?.name).toBe('Shure SM58');

    expect((await search(t, 'q=qqqzzzxx')).suggestions).toEqual([]);
    expect((await search(t, 'q=yamaha')).suggestions).toBeUndefined();
  });

  it('counts a product added since, in the facets too, within a moment', async ({ t }) => {
    expect((await search(t, '')).facets.brands.some((b) => b.brand === 'Neumann')).toBe(false);
    const added = await insertProduct(t.database.pool, {
      name: 'Neumann U 87 Ai',
      brand: 'Neumann',
    });
    await expect
      .poll(async () => (await search(t, '')).facets.brands.find((b) => b.brand === 'Neumann'), {
        timeout: 3000,
      })
      .toEqual({ brand: 'Neumann', count: 1 });
    await t.database.pool.query('DELETE FROM products WHERE id = $1', [added.id]);
    await expect
      .poll(async () => (await search(t, '')).total, { timeout: 3000 })
      .toBe(FIXTURE.length);
  });

  it('refuses bad parameters with 400 and a message', async ({ t }) => {
    const cases: [string, string][] = [
      ['sort=cheapest', ''],
      ['page=0', ''],
      ['pageSize=1000', ''],
      ['minPrice=-1', 'A price cannot be negative'],
      ['minPrice=abc', 'A price is a number of rupees'],
      ['category=Toasters', 'Unknown category'],
      ['minPrice=10&maxPrice=5', 'The lowest price cannot be above the highest'],
      [Array.from({ length: 21 }, (_, i) => `brand=B${i}`).join('&'), 'Choose at most 20 brands'],
      [`q=${'a'.repeat(201)}`, ''],
      ['q=a%00b', 'Text cannot contain a NUL character (U+0000)'],
      ['inStock=yes', ''],
    ];
    for (const [query, message] of cases) {
      const res = await fetch(`${t.url}/api/products/search?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { message?: string };
      expect(typeof body.message, query).toBe('string');
      if (message) expect(body.message, query).toContain(message);
    }
  });
});
