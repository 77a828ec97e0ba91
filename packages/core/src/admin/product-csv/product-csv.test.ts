import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../admin';
import { neutraliseCell, readNumber, readYesNo, restoreCell } from './cells';
import { cellText, exportColumns } from './columns';
import { planProductImport } from './plan';
import { readHeader, readProductFile } from './read-file';
import { readSpecLabels } from './translations';

const SPEAKER: AdminProduct = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'QSC K12.2',
  price: 450000,
  discountPrice: null,
  category: 'Active Speakers',
  brand: 'QSC',
  stock: 4,
  pictures: [],
  description: 'Two-way',
  promoCode: null,
  promoDiscount: null,
  kokoInstallment: false,
  kokoInstallmentCount: null,
  lowStockThreshold: null,
  featured: true,
  sku: 'K12.2',
  specs: [],
  warranty: { months: 12, by: 'brand' },
  attributes: { powerRms: 1000, connections: ['XLR', 'TRS jack'] },
  translations: {},
  slug: 'qsc-k12-2',
  version: 3,
  archived: false,
  draft: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const columns = exportColumns(['powerRms', 'connections']);
const exported = (p: AdminProduct) => columns.map((c) => neutraliseCell(cellText(p, c)));
const header = columns.map((c) => c.key);

function plan(records: string[][], candidates: AdminProduct[] = [SPEAKER]) {
  const file = readProductFile(records);
  if ('error' in file) throw new Error(file.error);
  return planProductImport(file.columns, file.rows, candidates);
}

describe('cells', () => {
  it('neutralises what a spreadsheet would run, and reads it back', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\tx')).toBe("'\tx");
    expect(neutraliseCell('-5', true)).toBe('-5');
    expect(neutraliseCell('-5')).toBe("'-5");
    expect(neutraliseCell('QSC')).toBe('QSC');
    expect(restoreCell('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(restoreCell("'quoted")).toBe("'quoted");
  });

  it('reads numbers and yes or no', () => {
    expect(readNumber(' 450,000.50 ')).toBe(450000.5);
    expect(readNumber('')).toBeNull();
    expect(readNumber('12abc')).toBeUndefined();
    expect(readYesNo('Yes')).toBe(true);
    expect(readYesNo('')).toBe(false);
    expect(readYesNo('maybe')).toBeUndefined();
  });
});

describe('the header', () => {
  it('refuses unknown columns and a file without names', () => {
    expect(readHeader(['name', 'prise', 'attr:colour'])).toEqual({
      error:
        'The shop does not know the columns ‘prise’, ‘attr:colour’. Use the headers of an exported file.',
    });
    expect(readHeader(['price'])).toMatchObject({ error: expect.stringContaining('‘name’') });
    expect(readHeader(['name', 'Name'])).toEqual({ error: 'The column ‘name’ is there twice.' });
  });
});

describe('planProductImport', () => {
  it('reads a file exported before the KOKO instalment was computed, leaving that column alone', () => {
    const old = [
      ['name', 'kokoInstallmentPrice', 'lowStockThreshold'],
      ['QSC K12.2', '150000', '2'],
    ];
    const [planned] = plan(old);
    expect(planned).toMatchObject({ action: 'update', errors: [] });
    expect(planned!.changes.map((c) => c.column)).toEqual(['lowStockThreshold']);
    expect(planned!.update!.fields).toEqual({ lowStockThreshold: 2 });
  });

  it('finds nothing to do in a file just exported', () => {
    expect(plan([header, exported(SPEAKER)])).toMatchObject([
      { row: 2, action: 'unchanged', changes: [], errors: [] },
    ]);
  });

  it('lists the changes of an update, before and after, with units', () => {
    const row = exported(SPEAKER);
    row[header.indexOf('price')] = '425000';
    row[header.indexOf('attr:powerRms')] = '1300';
    const [planned] = plan([header, row]);
    expect(planned).toMatchObject({
      action: 'update',
      changes: [
        { column: 'price', label: 'Price', before: '450000', after: '425000' },
        { column: 'attr:powerRms', label: 'Power (RMS)', before: '1,000 W', after: '1,300 W' },
      ],
    });
    expect(planned!.update!.fields).toEqual({
      price: 425000,
      attributes: { powerRms: 1300, connections: ['XLR', 'TRS jack'] },
    });
  });

  it('creates a product it does not know, matched by neither name nor SKU', () => {
    const [planned] = plan([
      ['name', 'category', 'price', 'stock', 'attr:wooferSize'],
      ['JBL EON715', 'Active Speakers', '310000', '2', '15'],
    ]);
    expect(planned).toMatchObject({ action: 'create', productId: null, errors: [] });
    expect(planned!.create).toMatchObject({ name: 'JBL EON715', attributes: { wooferSize: 15 } });
  });

  it('matches by a SKU only one product has, so a row can rename it', () => {
    const [planned] = plan([
      ['name', 'sku'],
      ['QSC K12.2 (2026)', 'K12.2'],
    ]);
    expect(planned).toMatchObject({ action: 'update', productId: SPEAKER.id });
  });

  it('gives every error of a row in the shop’s words', () => {
    const rows = plan([
      ['name', 'category', 'price', 'stock', 'attr:polarPattern', 'attr:connections'],
      ['A', 'Active Speakers', '-5', '1', '', ''],
      ['B', 'Spaceships', '100', '1', '', ''],
      ['C', 'Active Speakers', '100', '1', 'Cardioid', ''],
      ['D', 'Active Speakers', '100', '1', '', 'XLR; Carrier pigeon'],
      ['A', 'Active Speakers', '100', '1', '', ''],
    ]);
    expect(rows.map((r) => [r.action, r.errors])).toEqual([
      ['error', ['Price: A price cannot be negative']],
      [
        'error',
        [
          'Category: ‘Spaceships’ is not a category of the shop (16 categories, as in the product form).',
        ],
      ],
      ['error', ['‘polarPattern’ is not a specification of Active Speakers.']],
      ['error', ['‘Carrier pigeon’ is not one of the choices for Connections.']],
      ['error', ['The same product is on row 2: a product can be on one row only.']],
    ]);
  });

  it('reports a product changed since the export, unless the row changes nothing', () => {
    const row = exported(SPEAKER);
    const newer = { ...SPEAKER, version: 4 };
    expect(plan([header, row], [newer])[0]!.action).toBe('unchanged');
    row[header.indexOf('stock')] = '9';
    expect(plan([header, row], [newer])[0]).toMatchObject({
      action: 'error',
      errors: [expect.stringContaining('changed in the shop after the file was exported')],
    });
  });
});

describe('the Sinhala and Tamil columns (issue #30)', () => {
  const MIXER: AdminProduct = {
    ...SPEAKER,
    specs: [
      { label: 'Channels', value: '10' },
      { label: 'Weight', value: '2.1 kg' },
      { label: 'Weight (packed)', value: '3 kg' },
    ],
    translations: { si: { description: 'මික්සරයකි.', specLabels: { Channels: 'චැනල්' } } },
  };

  it('writes every label of the product, one a line, with its translation where there is one', () => {
    const labels = exportColumns([]).find((c) => c.key === 'specLabels_si')!;
    expect(cellText(MIXER, labels)).toBe('Channels = චැනල්\nWeight =\nWeight (packed) =');
    expect(
      exportColumns([])
        .slice(-4)
        .map((c) => c.key),
    ).toEqual(['description_si', 'description_ta', 'specLabels_si', 'specLabels_ta']);
  });

  it('reads labels whatever their case, the longest first, a label holding ‘=’ too', () => {
    const specs = ['Weight', 'Weight (packed)', 'Gain = max'];
    expect(
      readSpecLabels('weight (PACKED)= බර 2\n\n Weight = බර \nGain = max = ලාභය\nChannels =', [
        ...specs,
        'Channels',
      ]),
    ).toEqual({
      labels: { 'Weight (packed)': 'බර 2', Weight: 'බර', 'Gain = max': 'ලාභය' },
      errors: [],
    });
    expect(
      readSpecLabels('Weight බර\nWieght = බර\nWeight = බර\nWeight = බර2', specs).errors,
    ).toEqual([
      'write each label on its own line as ‘English label = translation’, not ‘Weight බර’.',
      'the product has no specification ‘Wieght’.',
      '‘Weight’ is translated twice.',
    ]);
  });

  it('sets the texts of the file’s columns, an empty cell taking one away, and keeps the others', () => {
    const [planned] = plan(
      [
        ['name', 'description_si', 'specLabels_ta'],
        ['QSC K12.2', '', 'Weight = எடை\nChannels ='],
      ],
      [MIXER],
    );
    expect(planned).toMatchObject({ action: 'update', errors: [] });
    expect(planned!.changes.map((c) => [c.column, c.before, c.after])).toEqual([
      ['description_si', 'මික්සරයකි.', '—'],
      [
        'specLabels_ta',
        'Channels =\nWeight =\nWeight (packed) =',
        'Channels =\nWeight = எடை\nWeight (packed) =',
      ],
    ]);
    expect(planned!.update!.fields).toEqual({
      translations: {
        si: { specLabels: { Channels: 'චැනල්' } },
        ta: { specLabels: { Weight: 'எடை' } },
      },
    });
    expect(
      plan(
        [
          ['name', 'stock'],
          ['QSC K12.2', '9'],
        ],
        [MIXER],
      )[0]!.update!.fields,
    ).toEqual({
      stock: 9,
    });
  });
});
