// Issue #25: the Shop's search in the shopper's words. While a name holds the query the spec's
// rule stands (exactly those, the gear the query names first); when none does, the search widens
// to every field and the trade's words, puts slips right, and says what it showed.
import { describe, expect } from 'vitest';
import {
  ProductSearchResultSchema,
  SearchSuggestionsSchema,
  type ProductSearchResult,
} from '@avstore/core';
import { insertProduct } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

interface Item {
  name: string;
  brand: string;
  category: string;
  description?: string;
  specs?: { label: string; value: string }[];
  sku?: string;
  price?: number;
}

const SHOP: Item[] = [
  {
    name: 'Shure SM58',
    brand: 'Shure',
    category: 'Wired Microphones',
    description: 'Dynamic vocal microphone.',
  },
  {
    name: 'Shure BLX24/SM58',
    brand: 'Shure',
    category: 'Wireless Microphones',
    description: 'UHF wireless handheld system.',
  },
  {
    name: 'Audix MicroPod 12',
    brand: 'Audix',
    category: 'Podium Microphones',
    description: 'Gooseneck condenser.',
  },
  {
    name: 'Beyerdynamic DT 770 PRO',
    brand: 'Beyerdynamic',
    category: 'Headphones & Earphones',
    description: 'Closed studio headphones.',
  },
  {
    name: 'Yamaha MG10XU',
    brand: 'Yamaha',
    category: 'Analog Mixers',
    description: '10-input mixer with USB and effects.',
    price: 60000,
  },
  {
    name: 'Behringer X32',
    brand: 'Behringer',
    category: 'Digital Mixers',
    description: '40-input digital console.',
    price: 800000,
  },
  {
    name: 'Allen & Heath Qu-5',
    brand: 'Allen & Heath',
    category: 'Digital Mixers',
    description: 'Compact digital mixer.',
    price: 700000,
  },
  {
    name: 'Crown XLS 1502',
    brand: 'Crown',
    category: 'Amplifiers',
    description: 'Two-channel power amplifier, 525 W per channel.',
  },
  {
    name: 'QSC K12.2',
    brand: 'QSC',
    category: 'Active Speakers',
    description: '12-inch powered loudspeaker, 2000 W.',
  },
  {
    name: 'JBL JRX215',
    brand: 'JBL',
    category: 'Passive Speakers',
    description: '15-inch two-way loudspeaker.',
  },
  {
    name: 'Neutrik NL4FX',
    brand: 'Neutrik',
    category: 'Accessories',
    description: 'Cable connector for loudspeakers.',
    specs: [{ label: 'Type', value: 'speakON, 4 pole' }],
  },
  {
    name: 'K&M 210/9',
    brand: 'K&M',
    category: 'Accessories',
    description: 'Tripod microphone stand.',
  },
  {
    name: 'Yamaha DM3 Standard',
    brand: 'Yamaha',
    category: 'Digital Mixers',
    description: '22-channel digital mixer.',
  },
  {
    name: 'Sennheiser IE 100 PRO',
    brand: 'Sennheiser',
    category: 'In Ear Monitors',
    description: 'Dynamic in-ear monitors.',
    sku: '508940',
  },
];

it.beforeAll(async ({ t }) => {
  for (const item of SHOP) {
    const product = await insertProduct(t.database.pool, { price: 30000, ...item });
    await t.database.pool.query(
      'UPDATE products SET description = $2, specs = $3, sku = $4 WHERE id = $1',
      [product.id, item.description ?? '', JSON.stringify(item.specs ?? []), item.sku ?? ''],
    );
  }
});

async function search(t: TestApp, q: string, more = ''): Promise<ProductSearchResult> {
  const res = await fetch(`${t.url}/api/products/search?q=${encodeURIComponent(q)}${more}`);
  expect(res.status, q).toBe(200);
  return ProductSearchResultSchema.parse(await res.json());
}
const names = (result: ProductSearchResult) => result.items.map((p) => p.name);

describe("the spec's name rule, ranked by the gear the query names", () => {
  it('finds exactly the names that hold the query, microphones first for mic', async ({ t }) => {
    const mic = await search(t, 'mic');
    expect(names(mic).slice(0, 1)).toEqual(['Audix MicroPod 12']);
    expect(names(mic).sort()).toEqual(['Audix MicroPod 12', 'Beyerdynamic DT 770 PRO']);
    expect(mic.showingFor).toBeUndefined();
    expect(mic.didYouMean).toBeUndefined();
  });
});

describe('the widened search, when no name holds the query', () => {
  it('finds the gear a trade word names, and says what it showed', async ({ t }) => {
    const mixer = await search(t, 'mixers');
    expect(names(mixer).sort()).toEqual([
      'Allen & Heath Qu-5',
      'Behringer X32',
      'Yamaha DM3 Standard',
      'Yamaha MG10XU',
    ]);
    expect(mixer.showingFor).toBe('mixers');
    expect(mixer.total).toBe(4);
    // The facets count what was found.
    const groups = Object.fromEntries(mixer.facets.groups.map((g) => [g.name, g.count]));
    expect(groups).toMatchObject({ Mixers: 4, Speakers: 0, Microphones: 0 });

    expect(names(await search(t, 'amp'))).toEqual(['Crown XLS 1502']);
    expect(names(await search(t, 'powered speaker'))).toEqual(['QSC K12.2']);
    expect(names(await search(t, 'IEMs'))).toEqual(['Sennheiser IE 100 PRO']);
  });

  it('reads descriptions, specifications and SKUs, whole words only', async ({ t }) => {
    // No category is named: the words alone find it (this once answered 500).
    expect(names(await search(t, 'closed'))).toEqual(['Beyerdynamic DT 770 PRO']);
    expect(names(await search(t, 'speakon')).slice(0, 1)).toEqual(['Neutrik NL4FX']);
    expect(names(await search(t, '508940'))).toEqual(['Sennheiser IE 100 PRO']);
    // 'stand' is not the start of 'Standard'.
    expect(names(await search(t, 'mic stand'))).not.toContain('Yamaha DM3 Standard');
  });

  it('needs every word: several words narrow', async ({ t }) => {
    expect(names(await search(t, 'yamaha mixer')).sort()).toEqual([
      'Yamaha DM3 Standard',
      'Yamaha MG10XU',
    ]);
    expect(names(await search(t, 'shure wireless'))).toEqual(['Shure BLX24/SM58']);
    expect(names(await search(t, 'dynamic in ear'))).toEqual(['Sennheiser IE 100 PRO']);
  });

  it('ranks the gear the words name first', async ({ t }) => {
    // The mixer's description says USB too, but a USB microphone is what 'usb mic' names.
    const found = await search(t, 'vocal mic');
    expect(names(found)[0]).toBe('Shure SM58');
  });

  it('finds model numbers written with or without spaces and dashes', async ({ t }) => {
    expect(names(await search(t, 'sm 58'))[0]).toBe('Shure SM58');
    expect(names(await search(t, 'SM-58'))[0]).toBe('Shure SM58');
    expect(names(await search(t, 'qu5'))).toEqual(['Allen & Heath Qu-5']);
    expect(names(await search(t, 'x 32'))).toEqual(['Behringer X32']);
    expect(names(await search(t, 'k12'))).toEqual(['QSC K12.2']);
  });

  it('puts a slip right and says so, in the shop’s spelling', async ({ t }) => {
    const sennheiser = await search(t, 'sennhieser');
    expect(sennheiser.didYouMean).toBe('Sennheiser');
    expect(sennheiser.showingFor).toBe('Sennheiser');
    expect(names(sennheiser)).toEqual(['Sennheiser IE 100 PRO']);

    const behringer = await search(t, 'behringr mixer');
    expect(behringer.didYouMean).toBe('Behringer mixer');
    expect(names(behringer)).toEqual(['Behringer X32']);
  });

  it('keeps the filters, sort and paging of the Shop', async ({ t }) => {
    const digital = await search(t, 'mixer', '&category=Digital%20Mixers&sort=price-asc');
    expect(names(digital)).toEqual(['Yamaha DM3 Standard', 'Allen & Heath Qu-5', 'Behringer X32']);
    const page = await search(t, 'mixer', '&pageSize=2&page=2');
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
  });

  it("says 'No products found' only when even that finds nothing", async ({ t }) => {
    const nothing = await search(t, 'qqqzzzxx');
    expect(nothing.total).toBe(0);
    expect(nothing.showingFor).toBeUndefined();
    expect(nothing.suggestions).toEqual([]);
  });

  it("takes a regex's and LIKE's own characters as themselves", async ({ t }) => {
    for (const q of ['c++ (mixer', 'a|b', '\\m', '50%_', '[x', 'mixer.*']) {
      const res = await fetch(`${t.url}/api/products/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });
});

describe('GET /api/products/suggest, as the shopper types in the header', () => {
  const suggest = async (t: TestApp, q: string) => {
    const res = await fetch(`${t.url}/api/products/suggest?q=${encodeURIComponent(q)}`);
    expect(res.status, q).toBe(200);
    return SearchSuggestionsSchema.parse(await res.json());
  };

  it('offers products, the categories and the makers the words name', async ({ t }) => {
    const mixer = await suggest(t, 'mixer');
    expect(mixer.products.map((p) => p.name).sort()).toEqual([
      'Allen & Heath Qu-5',
      'Behringer X32',
      'Yamaha DM3 Standard',
      'Yamaha MG10XU',
    ]);
    expect(mixer.categories).toEqual([{ label: 'Mixers', filter: 'Mixers' }]);
    expect(mixer.products[0]?.pictures).toBeDefined();

    const ya = await suggest(t, 'ya');
    expect(ya.brands).toEqual(['Yamaha']);
    expect(ya.products.every((p) => p.brand === 'Yamaha')).toBe(true);
  });

  it('puts slips right there too, and offers at most five products', async ({ t }) => {
    const sennhieser = await suggest(t, 'sennhieser');
    expect(sennhieser.didYouMean).toBe('Sennheiser');
    expect(sennhieser.brands).toEqual(['Sennheiser']);
    expect((await suggest(t, 'e')).products.length).toBeLessThanOrEqual(5);
  });

  it('refuses an empty or overlong query with 400 and a message', async ({ t }) => {
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const res = await fetch(`${t.url}/api/products/suggest?q=${encodeURIComponent(q)}`);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(((await res.json()) as { message: unknown }).message).toEqual(expect.any(String));
    }
    expect((await fetch(`${t.url}/api/products/suggest`)).status).toBe(400);
  });
});
