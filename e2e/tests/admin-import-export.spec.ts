import fs from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { createProduct } from '../support/db';

test('the admin exports the products, imports a changed copy after its dry run, and the Shop shows the change', async ({
  page,
  login,
}) => {
  const product = await createProduct({ name: `CSV Speaker ${Date.now()}`, price: 25000 });
  await login('admin');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Import / export' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import / export' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await fs.readFile(await download.path())).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);

  // Only the header and this test's row go back: other tests change their products meanwhile.
  const lines = text.slice(1).split(/\r?\n/);
  const header = lines[0]!.split(',');
  const row = lines.find((line) => line.startsWith(`${product.name},`))!.split(',');
  expect(row[header.indexOf('price')]).toBe('25000');
  row[header.indexOf('price')] = '23500';
  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header.join(',')}\r\n${row.join(',')}\r\n`),
  });

  await expect(
    page.getByText('Ready to import: 0 new, 1 updated. Nothing has changed yet.'),
  ).toBeVisible();
  const changes = page.getByRole('table', { name: 'Changes and errors by row' });
  await expect(changes.getByRole('row').filter({ hasText: product.name })).toContainText(
    /Price:\s*25000\s*→\s*23500/,
  );
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText(/^Imported: 0 new, 1 updated\./)).toBeVisible();

  await expect(async () => {
    await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole('article').filter({ hasText: product.name })).toContainText(
      '23,500',
      { timeout: 1000 },
    );
  }).toPass();
});
