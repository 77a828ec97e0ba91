import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImportResult } from '@avstore/core';
import { asStaffInEachTest, renderWithApi } from '../../../../testing';
import { ImportExportScreen } from './import-export-screen';

asStaffInEachTest();

const IMPORT = 'POST /api/admin/products/import';
const EXPORT = 'GET /api/admin/products/export.csv';
const ID = '00000000-0000-4000-8000-000000000001';

const result = (over: Partial<ProductImportResult> = {}): ProductImportResult => ({
  dryRun: true,
  applied: false,
  counts: { create: 1, update: 1, unchanged: 3, error: 0 },
  rows: [
    {
      row: 2,
      product: 'QSC K12.2',
      productId: ID,
      action: 'update',
      changes: [{ column: 'price', label: 'Price', before: '450000', after: '425000' }],
      errors: [],
    },
    {
      row: 3,
      product: 'JBL EON715',
      productId: null,
      action: 'create',
      changes: [{ column: 'stock', label: 'Stock', before: '—', after: '2' }],
      errors: [],
    },
    { row: 4, product: 'Shure SM58', productId: ID, action: 'unchanged', changes: [], errors: [] },
  ],
  ...over,
});

const csv = () =>
  new File(['name,price\nQSC K12.2,425000\n'], 'products.csv', { type: 'text/csv' });
const open = (answers: Parameters<typeof renderWithApi>[1]) =>
  renderWithApi(<ImportExportScreen />, answers, { path: '/admin/import-export' });

describe('ImportExportScreen', () => {
  it('shows the dry run of a chosen file, then applies it when asked', async () => {
    const { api } = open({
      [IMPORT]: [
        { status: 200, body: result() },
        { status: 200, body: result({ dryRun: false, applied: true }) },
      ],
    });
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());

    expect(await screen.findByText(/Ready to import: 1 new, 1 updated/)).toBeInTheDocument();
    const counts = screen.getByText('Updated').closest('div')!;
    expect(within(counts).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByText('Unchanged').closest('div')!).getByText('3')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Changes and errors by row' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('QSC K12.2').closest('tr')).toHaveTextContent(
      /Price:\s*450000\s*→\s*425000/,
    );
    expect(within(table).queryByText('Shure SM58')).toBeNull();
    // A phone's cards say the same, one per row.
    const cards = screen.getByRole('list', { name: 'Changes and errors by row' });
    expect(cards.children).toHaveLength(2);
    const dry = api.to(IMPORT)[0]!;
    expect(dry.url.search).toBe('?dryRun=true');
    expect(dry.headers).toMatchObject({
      'content-type': 'text/csv',
      authorization: expect.any(String),
    });
    expect(dry.body).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText(/Imported: 1 new, 1 updated/)).toBeInTheDocument();
    expect(api.to(IMPORT)[1]!.url.search).toBe('?dryRun=false');
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });

  it('lists the errors by row and offers no import while any row has one', async () => {
    open({
      [IMPORT]: {
        status: 200,
        body: result({
          counts: { create: 0, update: 0, unchanged: 0, error: 1 },
          rows: [
            {
              row: 5,
              product: 'Spaceship',
              productId: null,
              action: 'error',
              changes: [],
              errors: [
                'Price: ‘cheap’ is not a number.',
                'Category: ‘Spaceships’ is not a category.',
              ],
            },
          ],
        }),
      },
    });
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One row has errors. Nothing is imported while any row has one',
    );
    const table = screen.getByRole('table', { name: 'Changes and errors by row' });
    const row = within(table).getByText('Spaceship').closest('tr')!;
    expect(row).toHaveTextContent('5');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Price: ‘cheap’ is not a number.', 'Category: ‘Spaceships’ is not a category.']);
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
  });

  it("shows the server's refusal of a file, and a file too big is not even sent", async () => {
    const { api } = open({
      [IMPORT]: { status: 400, body: { message: 'This is not a CSV file the shop can read.' } },
    });
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a CSV file the shop can read.',
    );

    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    await userEvent.upload(screen.getByLabelText('CSV file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(/larger than 10 MB/);
    expect(api.to(IMPORT)).toHaveLength(1);
  });

  it('downloads the export with the stored token, and says so when it is refused', async () => {
    const created = vi.fn(() => 'blob:products');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { api } = open({
      [EXPORT]: [
        { status: 200, body: 'name\n' },
        { status: 503, body: { message: 'The shop is briefly unavailable.' } },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('products.csv');
    expect(api.to(EXPORT)[0]!.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer /),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is briefly unavailable.');
  });
});
