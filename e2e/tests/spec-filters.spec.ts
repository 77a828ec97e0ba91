import { ProductSearchResultSchema } from '@avstore/core';
import { expect, test } from '../support/fixtures';

// Issue #25: the Shop filters and sorts by the typed specifications of the category on screen.

test('a specification filter narrows the Shop, in the address, and a sort orders by it', async ({
  page,
}) => {
  await page.goto('/shop?category=Active%20Speakers');
  const grid = page.getByRole('region', { name: 'Products' });
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  const before = await grid.getByRole('article').count();

  await specs.getByRole('checkbox', { name: /^Bluetooth/ }).check();
  await expect(page).toHaveURL(/spec=connections%3ABluetooth/);
  const res = await page.request.get(
    '/api/products/search?category=Active%20Speakers&spec=connections:Bluetooth',
  );
  const expected = ProductSearchResultSchema.parse(await res.json()).items.map((p) => p.name);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(before);
  await expect.poll(() => grid.locator('article h3').allTextContents()).toEqual(expected);

  await specs.getByRole('checkbox', { name: /^Bluetooth/ }).uncheck();
  await specs.getByRole('spinbutton', { name: 'Lowest Woofer size' }).fill('15');
  await specs.getByRole('spinbutton', { name: 'Highest Woofer size' }).fill('15');
  await specs.getByRole('button', { name: 'Apply Woofer size' }).click();
  await expect(page).toHaveURL(/spec=wooferSize%3A15/);
  const fifteen = await page.request.get(
    '/api/products/search?category=Active%20Speakers&spec=wooferSize:15',
  );
  const fifteens = ProductSearchResultSchema.parse(await fifteen.json()).items.map((p) => p.name);
  expect(fifteens).toContain('JBL EON715');
  await expect.poll(() => grid.locator('article h3').allTextContents()).toEqual(fifteens);

  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Power (peak): high to low' });
  await expect(page).toHaveURL(/sort=powerPeak-desc/);
});
