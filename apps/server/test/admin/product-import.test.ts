// Issue #25: the catalogue out and in as CSV. The export is read back with the same library the
// server writes it with; the import's dry run lists what would change and writes nothing, a real
// run applies the whole file or none of it (docs/decisions/020-product-csv.md).
import { describe, expect } from 'vitest';
import type { AdminProduct, ImportRow, ProductImportResult } from '@avstore/core';
import { call } from '../helpers/admin';
import { csvOf, exportCsv, importCsv, rowsOf } from '../helpers/product-csv';
import { it } from '../fixtures';
import type { TestApp } from '../helpers/test-app';

const stamp = Date.now();
const SPEAKER = {
  name: `QSC K12.2 ${stamp}`,
  sku: `K12.2-${stamp}`,
  brand: 'QSC',
  price: 450000,
  category: 'Active Speakers',
  stock: 4,
  description: 'ශබ්ද විකාශන යන්ත්‍රය — ஒலிபெருக்கி',
  warranty: { months: 12, by: 'brand' },
  attributes: { powerRms: 1000, wooferSize: 12, connections: ['XLR', 'TRS jack'] },
};

async function create(t: TestApp, token: string, product: Record<string, unknown>) {
  const res = await call(t, 'POST', '/api/admin/products', token, product);
  expect(res.status).toBe(201);
  return res.body as unknown as AdminProduct;
}

describe('the products CSV', () => {
  it('exports a header and a row per product, Excel-ready and safe to open', async ({
    t,
    admin,
  }) => {
    const speaker = await create(t, admin.token, SPEAKER);
    const sneaky = await create(t, admin.token, {
      name: `=HYPERLINK("http://evil.example","Click") ${stamp}`,
      price: 1000,
      category: 'Accessories',
      stock: 1,
      brand: '@brand',
    });
    await call(t, 'DELETE', `/api/admin/products/${sneaky.id as string}`, admin.token);

    const { res, bytes, text } = await exportCsv(t, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual(
      expect.arrayContaining(['name', 'sku', 'price', 'archived', 'version', 'attr:powerRms']),
    );
    expect(header!.indexOf('attr:powerRms')).toBeLessThan(header!.indexOf('attr:connections'));
    expect(rows).toHaveLength(2);
    const col = (row: string[], key: string) => row[header!.indexOf(key)];
    const speakerRow = rows.find((r) => col(r, 'name') === SPEAKER.name)!;
    expect(col(speakerRow, 'description')).toBe(SPEAKER.description);
    expect(col(speakerRow, 'attr:connections')).toBe('XLR; TRS jack');
    expect(col(speakerRow, 'attr:powerRms')).toBe('1000');
    expect(col(speakerRow, 'version')).toBe(String(speaker.version));
    const sneakyRow = rows.find((r) => col(r, 'name')!.includes('HYPERLINK'))!;
    expect(col(sneakyRow, 'name')).toBe(`'=HYPERLINK("http://evil.example","Click") ${stamp}`);
    expect(col(sneakyRow, 'brand')).toBe("'@brand");
    expect(col(sneakyRow, 'archived')).toBe('yes');

    // Read straight back, the file changes nothing: the quotes come off again.
    const again = await importCsv(t, admin.token, bytes);
    expect(again.status).toBe(200);
    expect(again.body.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  it('lists in a dry run the creates, the updates before and after, and each row’s errors, writing nothing', async ({
    t,
    admin,
  }) => {
    const mic = await create(t, admin.token, {
      name: `Shure SM58 ${stamp}`,
      price: 38000,
      category: 'Wired Microphones',
      stock: 10,
      attributes: { micType: ['Dynamic'] },
    });
    const file = csvOf([
      ['name', 'category', 'price', 'stock', 'attr:micType', 'attr:polarPattern', 'attr:powerRms'],
      [mic.name, 'Wired Microphones', '36,500', '10', 'Dynamic', 'Cardioid', ''],
      [`Sennheiser e835 ${stamp}`, 'Wired Microphones', '42000', '5', 'Dynamic', '', ''],
      [`Bad price ${stamp}`, 'Wired Microphones', 'cheap', '1', '', '', ''],
      [`Spaceship ${stamp}`, 'Spaceships', '100', '1', '', '', ''],
      [`Loud mic ${stamp}`, 'Wired Microphones', '100', '1', '', '', '1000'],
      [`Plasma mic ${stamp}`, 'Wired Microphones', '100', '1', 'Plasma', '', ''],
      [`Sennheiser e835 ${stamp}`, 'Wired Microphones', '43000', '5', '', '', ''],
    ]);
    const dry = await importCsv(t, admin.token, file);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      dryRun: true,
      applied: false,
      counts: { create: 1, update: 1, unchanged: 0, error: 5 },
    });
    const byRow = Object.fromEntries(dry.body.rows.map((r) => [r.row, r])) as Record<
      number,
      ImportRow
    >;
    expect(byRow[2]).toMatchObject({
      action: 'update',
      productId: mic.id,
      changes: [
        { column: 'price', label: 'Price', before: '38000', after: '36500' },
        { column: 'attr:polarPattern', label: 'Polar pattern', before: '—', after: 'Cardioid' },
      ],
      errors: [],
    });
    expect(byRow[3]).toMatchObject({ action: 'create', productId: null });
    expect(byRow[3]!.changes).toContainEqual({
      column: 'price',
      label: 'Price',
      before: '—',
      after: '42000',
    });
    expect(byRow[4]!.errors).toEqual(['Price: ‘cheap’ is not a number.']);
    expect(byRow[5]!.errors).toEqual([
      expect.stringMatching(/^Category: ‘Spaceships’ is not a category of the shop/),
    ]);
    expect(byRow[6]!.errors).toEqual(['‘powerRms’ is not a specification of Wired Microphones.']);
    expect(byRow[7]!.errors).toEqual(['‘Plasma’ is not one of the choices for Microphone type.']);
    expect(byRow[8]).toMatchObject({
      action: 'error',
      errors: ['The same product is on row 3: a product can be on one row only.'],
    });

    // Nothing was written: the mic keeps its price, the new one is not there.
    expect(
      (await call(t, 'GET', `/api/admin/products/${mic.id as string}`, admin.token)).body,
    ).toMatchObject({ price: 38000, version: mic.version });
    const list = await call(t, 'GET', `/api/admin/products?search=e835 ${stamp}`, admin.token);
    expect(list.body.total).toBe(0);

    // Nor does a real run of a file with errors: all or nothing.
    const refused = await importCsv(t, admin.token, file, { dryRun: false });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ dryRun: false, applied: false });
    expect(
      (await call(t, 'GET', `/api/admin/products/${mic.id as string}`, admin.token)).body,
    ).toMatchObject({ price: 38000 });
  });

  it('applies a file in one go and records each product in the audit log', async ({ t, admin }) => {
    const amp = await create(t, admin.token, {
      name: `Crown XLS 2502 ${stamp}`,
      price: 240000,
      category: 'Amplifiers',
      stock: 2,
      attributes: { channels: 2 },
    });
    const file = csvOf([
      ['name', 'category', 'price', 'stock', 'attr:channels', 'attr:powerAt8Ohm'],
      [amp.name, 'Amplifiers', '235000', '2', '2', '775'],
      [`Crown XLi 800 ${stamp}`, 'Amplifiers', '98000', '3', '2', '200'],
    ]);
    const res = await importCsv(t, admin.token, file, { dryRun: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: false,
      applied: true,
      counts: { create: 1, update: 1, unchanged: 0, error: 0 },
    });
    const updated = await call(t, 'GET', `/api/admin/products/${amp.id as string}`, admin.token);
    expect(updated.body).toMatchObject({
      price: 235000,
      attributes: { channels: 2, powerAt8Ohm: 775 },
      version: (amp.version as number) + 1,
    });
    const created = await call(
      t,
      'GET',
      `/api/admin/products?search=XLi 800 ${stamp}`,
      admin.token,
    );
    expect(created.body.items![0]).toMatchObject({ price: 98000, stock: 3, pictures: [] });

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    const imported = audit.body.items!.filter((e) => e.action === 'product.import');
    expect(imported.map((e) => e.entityId)).toEqual(
      expect.arrayContaining([amp.id, created.body.items![0]!.id]),
    );
    const ampEntry = imported.find((e) => e.entityId === amp.id)!;
    expect(ampEntry).toMatchObject({
      actorEmail: admin.email,
      before: { price: 240000 },
      after: { price: 235000 },
    });
  });

  it('reports a product changed in the shop after the export, rather than overwriting it', async ({
    t,
    admin,
  }) => {
    const sub = await create(t, admin.token, {
      name: `RCF SUB 705 ${stamp}`,
      price: 520000,
      category: 'Active Subwoofers',
      stock: 2,
    });
    const [header, ...rows] = rowsOf((await exportCsv(t, admin.token)).text);
    const row = rows.find((r) => r[header!.indexOf('name')] === sub.name)!;
    // Someone else changes it meanwhile.
    const edit = await call(t, 'PATCH', `/api/admin/products/${sub.id as string}`, admin.token, {
      version: sub.version,
      stock: 7,
    });
    expect(edit.status).toBe(200);
    row[header!.indexOf('price')] = '499000';
    const res = await importCsv(t, admin.token, csvOf([header!, row]), { dryRun: false });
    expect(res.body).toMatchObject({ applied: false, counts: { error: 1 } });
    expect(res.body.rows[0]!.errors).toEqual([
      expect.stringContaining('was changed in the shop after the file was exported'),
    ]);
    const now = await call(t, 'GET', `/api/admin/products/${sub.id as string}`, admin.token);
    expect(now.body).toMatchObject({ price: 520000, stock: 7 });
  });

  it('refuses a file too big, too long or not CSV, and unknown columns, with a message', async ({
    t,
    admin,
  }) => {
    const big = await importCsv(t, admin.token, `name\n${'x'.repeat(10 * 1024 * 1024)}`);
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/larger than 10 MB/);

    const long = await importCsv(t, admin.token, `name\n${'a\n'.repeat(20_001)}`);
    expect(long.status).toBe(413);
    expect(long.body.message).toMatch(/more than 20,000 products/);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const picture = await importCsv(t, admin.token, png);
    expect(picture.status).toBe(400);
    expect(picture.body.message).toMatch(/not a CSV file/);

    const json = await importCsv(t, admin.token, '{"name":"x"}', { type: 'application/json' });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/text\/csv/);

    const columns = await importCsv(t, admin.token, 'name,prise\nA,1');
    expect(columns.status).toBe(400);
    expect(columns.body.message).toBe(
      'The shop does not know the column ‘prise’. Use the headers of an exported file.',
    );

    const quote = await importCsv(t, admin.token, 'name,price\n"A,1\n');
    expect(quote.status).toBe(400);
    expect(quote.body.message).toMatch(/^The file could not be read as CSV/);
  });

  it('takes the file as a multipart upload too', async ({ t, admin }) => {
    const body = new FormData();
    body.append('file', new Blob(['name,price\nNew,abc\n'], { type: 'text/csv' }), 'p.csv');
    const res = await fetch(`${t.url}/api/admin/products/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body,
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ProductImportResult;
    expect(answer).toMatchObject({ dryRun: true, counts: { error: 1 } });
    expect(answer.rows[0]!.errors).toContain('Price: ‘abc’ is not a number.');
  });

  it('is for staff only', async ({ t, shopper }) => {
    const exported = await exportCsv(t, shopper.token);
    expect(exported.res.status).toBe(403);
    const imported = await importCsv(t, shopper.token, 'name\nA');
    expect(imported.status).toBe(403);
    expect((await exportCsv(t, '')).res.status).toBe(401);
  });
});
