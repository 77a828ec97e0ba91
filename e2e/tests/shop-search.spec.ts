import type { Page } from '@playwright/test';
import { ProductSearchResultSchema } from '@avstore/core';
import { expect, test } from '../support/fixtures';

const grid = (page: Page) => page.getByRole('region', { name: 'Products' });
const cardNames = (page: Page) => grid(page).locator('article h3').allTextContents();

/** The names the search call gives for these parameters: what the grid must show. */
async function expectedNames(page: Page, query: string): Promise<string[]> {
  const res = await page.request.get(`/api/products/search?${query}`);
  expect(res.status()).toBe(200);
  return ProductSearchResultSchema.parse(await res.json()).items.map((p) => p.name);
}

test('filter by brand and price, sort, and Back restores the list', async ({ page }) => {
  await page.goto('/shop');
  const brands = page.getByRole('group', { name: 'Brand' });
  // By keyboard: focus the checkbox and press Space.
  await brands.getByRole('checkbox', { name: /^Shure/ }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/brand=Shure/);
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(await expectedNames(page, 'brand=Shure'));
  for (const name of await cardNames(page)) expect(name).toMatch(/^Shure /);

  await page.getByRole('spinbutton', { name: 'Lowest price' }).fill('20000');
  await page.getByRole('spinbutton', { name: 'Highest price' }).fill('100000');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/minPrice=20000/);
  await expect(page).toHaveURL(/maxPrice=100000/);
  const filtered = 'brand=Shure&minPrice=20000&maxPrice=100000';
  await expect.poll(() => cardNames(page)).toEqual(await expectedNames(page, filtered));

  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  const sorted = await expectedNames(page, `${filtered}&sort=price-desc`);
  expect(sorted.length).toBeGreaterThan(1);
  await expect.poll(() => cardNames(page)).toEqual(sorted);
  await expect(
    page.getByText(`Showing ${sorted.length} of ${sorted.length} products`),
  ).toBeVisible();

  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about/);
  await page.goBack();
  await expect(brands.getByRole('checkbox', { name: /^Shure/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  await expect(page.getByRole('spinbutton', { name: 'Lowest price' })).toHaveValue('20000');
  await expect.poll(() => cardNames(page)).toEqual(sorted);

  // A price range upside down is refused where it was typed, and nothing is lost.
  await page.getByRole('spinbutton', { name: 'Lowest price' }).fill('500000');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page.getByRole('alert')).toHaveText('The lowest price cannot be above the highest');
  await expect(page).toHaveURL(/minPrice=20000/);
});

test('a search in the trade’s words finds the gear, and says it searched more than names', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByPlaceholder('Search products...').fill('wireless mic');
  await expect(page.getByText(/No product name contains ‘wireless mic’/)).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(await expectedNames(page, 'q=wireless+mic'));
  expect(await cardNames(page)).toContain('Shure BLX24/SM58');
});

test('a misspelt brand shows its products and offers the right spelling', async ({ page }) => {
  await page.goto('/shop');
  const box = page.getByPlaceholder('Search products...');
  await box.fill('yamha');
  await expect(page.getByText(/Did you mean/)).toBeVisible();
  for (const name of await cardNames(page)) expect(name).toMatch(/^Yamaha /);
  await page.getByRole('button', { name: 'Yamaha', exact: true }).click();
  await expect(box).toHaveValue('Yamaha');
  await expect(page).toHaveURL(/q=Yamaha/);
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  await expect.poll(() => cardNames(page)).toEqual(await expectedNames(page, 'q=Yamaha'));
});

test('a search that finds nothing suggests the closest names, and Back returns to them', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByPlaceholder('Search products...').fill('shur sm59');
  await expect(page.getByText('No products found')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Closest matches' });
  const first = suggestions.getByRole('article').first();
  await expect(first).toBeVisible();
  const name = await first.getByRole('heading').innerText();
  expect(name).toMatch(/^Shure /);

  await first.getByRole('button', { name: `View details of ${name}` }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByPlaceholder('Search products...')).toHaveValue('shur sm59');
  await expect(suggestions.getByRole('heading', { name })).toBeVisible();
});

test('on a phone the filters fold behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const inStock = page.getByRole('checkbox', { name: 'In stock only' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(inStock).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await inStock.check();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(toggle).toHaveText('Filters (1)');
  await expect.poll(() => cardNames(page)).toEqual(await expectedNames(page, 'inStock=true'));
});
