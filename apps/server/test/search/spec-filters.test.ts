// Issue #25: the Shop filters and sorts by typed specification, in the URL, on the server, with
// each specification's range or options counted among the matches.
import { describe, expect } from 'vitest';
import { ProductSearchResultSchema, type ProductSearchResult } from '@avstore/core';
import { insertProduct } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { it } from '../fixtures';

const SPEAKERS: [string, string, Record<string, number | string[]>][] = [
  [
    'QSC K10.2',
    'Active Speakers',
    { powerRms: 1000, wooferSize: 10, connections: ['XLR', 'TRS jack'] },
  ],
  [
    'QSC K12.2',
    'Active Speakers',
    { powerRms: 1000, wooferSize: 12, connections: ['XLR', 'TRS jack'] },
  ],
  [
    'JBL EON715',
    'Active Speakers',
    { powerRms: 650, wooferSize: 15, connections: ['XLR', 'Bluetooth'] },
  ],
  ['RCF ART 745-A', 'Active Speakers', { powerRms: 700, wooferSize: 15 }],
  ['Mackie Thump212', 'Active Speakers', {}],
  [
    'JBL JRX215',
    'Passive Speakers',
    { powerRms: 250, wooferSize: 15, impedance: 8, connections: ['Speakon'] },
  ],
  ['Crown XLS 1502', 'Amplifiers', { channels: 2, powerAt4Ohm: 525 }],
];

it.beforeAll(async ({ t }) => {
  for (const [name, category, attributes] of SPEAKERS) {
    const product = await insertProduct(t.database.pool, { name, category });
    await t.database.pool.query('UPDATE products SET attributes = $2 WHERE id = $1', [
      product.id,
      JSON.stringify(attributes),
    ]);
  }
});

async function search(t: TestApp, query: string): Promise<ProductSearchResult> {
  const res = await fetch(`${t.url}/api/products/search?${query}`);
  expect(res.status, query).toBe(200);
  return ProductSearchResultSchema.parse(await res.json());
}
const names = (r: ProductSearchResult) => r.items.map((p) => p.name).sort();
const facet = (r: ProductSearchResult, key: string) => r.facets.specs?.find((f) => f.key === key);

describe('filters by typed specification', () => {
  it('narrows by a range, one number, or options (any of one key, all of several)', async ({
    t,
  }) => {
    expect(names(await search(t, 'spec=wooferSize:15'))).toEqual([
      'JBL EON715',
      'JBL JRX215',
      'RCF ART 745-A',
    ]);
    expect(names(await search(t, 'spec=powerRms:600-1000&category=Active%20Speakers'))).toEqual([
      'JBL EON715',
      'QSC K10.2',
      'QSC K12.2',
      'RCF ART 745-A',
    ]);
    expect(names(await search(t, 'spec=powerRms:800-'))).toEqual(['QSC K10.2', 'QSC K12.2']);
    expect(names(await search(t, 'spec=connections:Bluetooth&spec=connections:Speakon'))).toEqual([
      'JBL EON715',
      'JBL JRX215',
    ]);
    expect(names(await search(t, 'spec=connections:XLR&spec=wooferSize:15'))).toEqual([
      'JBL EON715',
    ]);
  });

  it('counts each specification among the matches, without its own filter', async ({ t }) => {
    const all = await search(t, 'category=Active%20Speakers');
    expect(facet(all, 'wooferSize')).toEqual({
      key: 'wooferSize',
      label: 'Woofer size',
      kind: 'number',
      unit: 'in',
      range: { min: 10, max: 15 },
      count: 4,
    });
    expect(facet(all, 'connections')).toMatchObject({
      kind: 'choice',
      options: [
        { option: 'XLR', count: 3 },
        { option: 'TRS jack', count: 2 },
        { option: 'Bluetooth', count: 1 },
      ],
    });
    // Filtered by Bluetooth: the other connections are still offered, counted without it, while
    // the woofer sizes count only the Bluetooth speakers.
    const bluetooth = await search(t, 'category=Active%20Speakers&spec=connections:Bluetooth');
    expect(bluetooth.total).toBe(1);
    expect(facet(bluetooth, 'connections')).toMatchObject({
      options: [
        { option: 'XLR', count: 3 },
        { option: 'TRS jack', count: 2 },
        { option: 'Bluetooth', count: 1 },
      ],
    });
    expect(facet(bluetooth, 'wooferSize')).toMatchObject({ range: { min: 15, max: 15 }, count: 1 });
    // A group shows the specifications of all its categories; the whole shop shows none.
    const speakers = await search(t, 'category=Speakers');
    expect(facet(speakers, 'impedance')).toMatchObject({ range: { min: 8, max: 8 } });
    expect((await search(t, '')).facets.specs).toBeUndefined();
    // The shop's other facets count within the specification filters too.
    const fifteen = await search(t, 'spec=wooferSize:15');
    const groups = Object.fromEntries(fifteen.facets.groups.map((g) => [g.name, g.count]));
    expect(groups).toMatchObject({ Speakers: 3, Amplifiers: 0 });
  });

  it('sorts by a specification either way, products that do not state it last', async ({ t }) => {
    const high = await search(t, 'category=Active%20Speakers&sort=powerRms-desc');
    expect(high.items.map((p) => p.name)).toEqual([
      'QSC K10.2',
      'QSC K12.2',
      'RCF ART 745-A',
      'JBL EON715',
      'Mackie Thump212',
    ]);
    const low = await search(t, 'category=Active%20Speakers&sort=wooferSize-asc');
    expect(low.items.map((p) => p.name)).toEqual([
      'QSC K10.2',
      'QSC K12.2',
      'JBL EON715',
      'RCF ART 745-A',
      'Mackie Thump212',
    ]);
  });

  it('reads figures written into a search as filters: 15 inch, 1000w, 2 channel', async ({ t }) => {
    const fifteen = await search(t, 'q=15%20inch%20speaker');
    expect(fifteen.showingFor).toBe('15 inch speaker');
    expect(names(fifteen)).toEqual(['JBL EON715', 'JBL JRX215', 'RCF ART 745-A']);
    expect(names(await search(t, 'q=1000w'))).toEqual(['QSC K10.2', 'QSC K12.2']);
    expect(names(await search(t, 'q=2%20channel%20amp'))).toEqual(['Crown XLS 1502']);
    expect(names(await search(t, 'q=500W%20amplifier'))).toEqual(['Crown XLS 1502']);
    expect((await search(t, 'q=30%20inch%20speaker')).total).toBe(0);
  });

  it('refuses filters and orders that make no sense, with a message', async ({ t }) => {
    for (const [query, message] of [
      ['spec=nonsense:1', 'Unknown specification'],
      ['spec=powerRms:2000-500', 'A range is two numbers, the lower first, as in 500-2000'],
      ['spec=connections:Pigeon', 'Not one of the choices of that specification'],
      ['sort=connections-asc', 'Unknown order'],
    ]) {
      const res = await fetch(`${t.url}/api/products/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
  });
});
