// Issue #30: the products CSV carries a product's Sinhala and Tamil texts, a column per text and
// language after the columns it had, so that an owner can translate the catalogue in a
// spreadsheet (docs/decisions/020-product-csv.md, docs/product.md §18).
import { describe, expect } from 'vitest';
import { ProductPageSchema, type AdminProduct } from '@avstore/core';
import { call } from '../helpers/admin';
import { csvOf, exportCsv, importCsv, rowsOf } from '../helpers/product-csv';
import { it, type Admin } from '../fixtures';
import type { TestApp } from '../helpers/test-app';

const stamp = Date.now();
/** 'Microphone', with the zero width joiner (U+200D) that makes its conjunct. */
const MICROPHONE_SI = 'මයික්\u200dරෆෝන්';
const TRANSLATION_COLUMNS = ['description_si', 'description_ta', 'specLabels_si', 'specLabels_ta'];

const MIC = {
  price: 38000,
  category: 'Wired Microphones',
  stock: 10,
  description: 'A dynamic vocal microphone.',
  attributes: { micType: ['Dynamic'] },
  specs: [
    { label: 'Type', value: 'Dynamic' },
    { label: 'Weight', value: '298 g' },
  ],
};
const TRANSLATED = {
  si: {
    description: `ගායනය සඳහා ඩයිනමික් ${MICROPHONE_SI}.`,
    specLabels: { Type: 'වර්ගය', Weight: 'බර' },
  },
  ta: { description: 'பாடலுக்கான டைனமிக் மைக்ரோஃபோன்.', specLabels: { Weight: 'எடை' } },
};

async function create(t: TestApp, admin: Admin, product: Record<string, unknown>) {
  const res = await call(t, 'POST', '/api/admin/products', admin.token, product);
  expect(res.status).toBe(201);
  return res.body as unknown as AdminProduct;
}

async function adminProduct(t: TestApp, admin: Admin, id: string) {
  return (await call(t, 'GET', `/api/admin/products/${id}`, admin.token))
    .body as unknown as AdminProduct;
}

/** The shop's product page in a language, as a shopper's browser asks for it. */
async function page(t: TestApp, slug: string, lang: 'si' | 'ta') {
  const res = await fetch(`${t.url}/api/products/by-slug/${slug}?lang=${lang}`);
  expect(res.status).toBe(200);
  return ProductPageSchema.parse(await res.json()).product;
}

/** The exported file's header and the row of the product named `name`. */
async function exportedRow(t: TestApp, admin: Admin, name: string) {
  const [header, ...rows] = rowsOf((await exportCsv(t, admin.token)).text);
  const row = rows.find((r) => r[header!.indexOf('name')] === name)!;
  const cell = (key: string) => row[header!.indexOf(key)];
  return { header: header!, row, cell };
}

describe('the products CSV in Sinhala and Tamil (issue #30)', () => {
  it('exports a column per text and language after the columns it had', async ({ t, admin }) => {
    const mic = await create(t, admin, {
      ...MIC,
      name: `Shure SM58 ${stamp}`,
      translations: TRANSLATED,
    });
    const { header, cell } = await exportedRow(t, admin, mic.name);
    // The columns of a file exported before stay first, in their order.
    expect(header.slice(0, 3)).toEqual(['name', 'sku', 'brand']);
    expect(header.slice(header.indexOf('version'), header.indexOf('version') + 2)).toEqual([
      'version',
      'attr:micType',
    ]);
    expect(header.slice(-4)).toEqual(TRANSLATION_COLUMNS);
    expect(cell('description')).toBe(MIC.description);
    expect(cell('description_si')).toBe(TRANSLATED.si.description);
    expect(cell('description_ta')).toBe(TRANSLATED.ta.description);
    // Every specification's English label, with its translation where there is one.
    expect(cell('specLabels_si')).toBe('Type = වර්ගය\nWeight = බර');
    expect(cell('specLabels_ta')).toBe('Type =\nWeight = எடை');
  });

  it('sets the texts a file gives, the shop showing English where a cell is empty', async ({
    t,
    admin,
  }) => {
    const mic = await create(t, admin, {
      ...MIC,
      name: `Sennheiser e835 ${stamp}`,
      translations: { ta: { description: 'பழைய விவரம்' } },
    });
    const file = csvOf([
      ['name', ...TRANSLATION_COLUMNS],
      [mic.name, TRANSLATED.si.description, '', `Type = වර්ගය\nWeight = බර`, 'weight = எடை'],
    ]);
    const dry = await importCsv(t, admin.token, file);
    expect(dry.body.rows[0]).toMatchObject({
      action: 'update',
      changes: [
        {
          column: 'description_si',
          label: 'Description (Sinhala)',
          before: '—',
          after: TRANSLATED.si.description,
        },
        {
          column: 'description_ta',
          label: 'Description (Tamil)',
          before: 'பழைய விவரம்',
          after: '—',
        },
        {
          column: 'specLabels_si',
          label: 'Specification labels (Sinhala)',
          before: 'Type =\nWeight =',
          after: 'Type = වර්ගය\nWeight = බර',
        },
        {
          column: 'specLabels_ta',
          label: 'Specification labels (Tamil)',
          before: 'Type =\nWeight =',
          after: 'Type =\nWeight = எடை',
        },
      ],
    });

    const res = await importCsv(t, admin.token, file, { dryRun: false });
    expect(res.body).toMatchObject({ applied: true, counts: { update: 1 } });
    const sinhala = await page(t, mic.slug, 'si');
    expect(sinhala.description).toBe(TRANSLATED.si.description);
    expect(sinhala.specs).toEqual([
      { label: 'වර්ගය', value: 'Dynamic' },
      { label: 'බර', value: '298 g' },
    ]);
    const tamil = await page(t, mic.slug, 'ta');
    expect(tamil.description).toBe(MIC.description);
    expect(tamil.specs.map((s) => s.label)).toEqual(['Type', 'எடை']);
  });

  it('leaves alone the texts whose columns the file does not have', async ({ t, admin }) => {
    const mic = await create(t, admin, {
      ...MIC,
      name: `Audio-Technica AT2020 ${stamp}`,
      translations: TRANSLATED,
    });
    // A file of the columns exported before issue #30.
    const { header, row } = await exportedRow(t, admin, mic.name);
    const before = header.filter((key) => !TRANSLATION_COLUMNS.includes(key));
    const cells = row.filter((_, i) => !TRANSLATION_COLUMNS.includes(header[i]!));
    cells[before.indexOf('price')] = '36500';
    cells[before.indexOf('version')] = '';
    const old = await importCsv(t, admin.token, csvOf([before, cells]), { dryRun: false });
    expect(old.body).toMatchObject({ applied: true, counts: { update: 1 } });
    const now = await adminProduct(t, admin, mic.id);
    expect(now.price).toBe(36500);
    expect(now.translations).toEqual(TRANSLATED);
    expect((await page(t, mic.slug, 'si')).description).toBe(TRANSLATED.si.description);

    // A file of one text in one language changes that one only.
    const sinhala = 'ගායනයට සහ කථනයට.';
    const one = await importCsv(
      t,
      admin.token,
      csvOf([
        ['name', 'description_si'],
        [mic.name, sinhala],
      ]),
      { dryRun: false },
    );
    expect(one.body).toMatchObject({ applied: true, counts: { update: 1 } });
    expect((await adminProduct(t, admin, mic.id)).translations).toEqual({
      si: { ...TRANSLATED.si, description: sinhala },
      ta: TRANSLATED.ta,
    });
  });

  it('reads back its own export exactly, the zero width joiner too', async ({ t, admin }) => {
    const mic = await create(t, admin, {
      ...MIC,
      name: `Shure SM7B ${stamp}`,
      translations: TRANSLATED,
    });
    const { bytes } = await exportCsv(t, admin.token);
    expect(bytes.includes(Buffer.from(MICROPHONE_SI, 'utf8'))).toBe(true);

    // The texts are wiped in the shop, then the file brings them back as they were.
    const wiped = await call(t, 'PATCH', `/api/admin/products/${mic.id}`, admin.token, {
      translations: {},
      version: mic.version,
    });
    expect(wiped.status).toBe(200);
    const [header, ...rows] = rowsOf(bytes.toString('utf8'));
    const row = rows.find((r) => r[header!.indexOf('name')] === mic.name)!;
    const file = csvOf([
      header!.filter((k) => k !== 'version'),
      row.filter((_, i) => header![i] !== 'version'),
    ]);
    const res = await importCsv(t, admin.token, file, { dryRun: false });
    expect(res.body).toMatchObject({ applied: true });

    const back = await adminProduct(t, admin, mic.id);
    expect(back.translations).toEqual(TRANSLATED);
    expect((await page(t, mic.slug, 'si')).description).toBe(TRANSLATED.si.description);
    // And exported again, the file is the same to the byte, but for the version.
    const again = await exportCsv(t, admin.token);
    const withoutVersion = (text: string) => {
      const [h, ...r] = rowsOf(text);
      const at = h!.indexOf('version');
      return [h, ...r].map((cells) => cells!.filter((_, i) => i !== at));
    };
    expect(withoutVersion(again.text)).toEqual(withoutVersion(bytes.toString('utf8')));
    expect([...again.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('says what is wrong with a text, row by row', async ({ t, admin }) => {
    const mic = await create(t, admin, { ...MIC, name: `Shure Beta 58A ${stamp}` });
    const file = csvOf([
      ['name', 'category', 'price', 'stock', 'description_si', 'specLabels_si', 'specLabels_ta'],
      [mic.name, MIC.category, '38000', '10', 'ගායනයට', 'Wieght = බර', 'Weight எடை'],
      // A new product has no specifications yet: the product form adds them.
      [
        `New mic ${stamp}`,
        MIC.category,
        '9000',
        '1',
        '',
        'Type = වර්ගය',
        'Type = வகை; Weight = எடை',
      ],
    ]);
    const res = await importCsv(t, admin.token, file);
    expect(res.body.counts).toMatchObject({ error: 2 });
    expect(res.body.rows[0]!.errors).toEqual([
      'Specification labels (Sinhala): the product has no specification ‘Wieght’.',
      'Specification labels (Tamil): write each label on its own line as ‘English label = translation’, not ‘Weight எடை’.',
    ]);
    expect(res.body.rows[1]!.errors).toEqual([
      'Specification labels (Sinhala): the product has no specification ‘Type’.',
      'Specification labels (Tamil): write each label on its own line as ‘English label = translation’, not ‘Type = வகை; Weight = எடை’.',
    ]);
    const long = await importCsv(
      t,
      admin.token,
      csvOf([
        ['name', 'description_si'],
        [mic.name, 'ස'.repeat(5001)],
      ]),
    );
    expect(long.body.rows[0]!.errors).toEqual([
      expect.stringMatching(/^Description \(Sinhala\): .*5000/),
    ]);
  });
});
