import type { Page } from '@playwright/test';
import { categoriesOf } from '@avstore/core';
import { expect, test } from '../support/fixtures';
import { createProduct } from '../support/db';

const grid = (page: Page) => page.getByRole('region', { name: 'Products' });

/** The shown cards whose category (the text each card shows) is none of `categories`. */
const cardsNotIn = (page: Page, categories: string[]) =>
  grid(page)
    .getByRole('article')
    .filter({ hasNot: page.getByText(new RegExp(`^(${categories.join('|')})$`)) });

test('search matches names case-insensitively', async ({ page }) => {
  const product = await createProduct({ name: `Zyxwv Monitor ${Date.now()}` });
  await page.goto('/shop');
  await page.getByPlaceholder('Search products...').fill('zYXWV');
  await expect(grid(page).getByRole('article')).toHaveCount(1);
  await expect(grid(page).getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page).toHaveURL(/q=zYXWV/);
  await page.reload();
  await expect(page.getByPlaceholder('Search products...')).toHaveValue('zYXWV');
  await expect(grid(page).getByRole('article')).toHaveCount(1);
});

test('the category bar filters by group and subcategory, and Clear filter removes it', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Microphones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Wireless' }).click();
  await expect(page.getByText('Category:')).toContainText('Wireless Microphones');
  const cards = grid(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cardsNotIn(page, ['Wireless Microphones'])).toHaveCount(0);

  await page.getByRole('button', { name: 'Microphones', exact: true }).click();
  await page.getByRole('menuitem', { name: 'All Microphones' }).click();
  const microphones = categoriesOf('Microphones');
  // The group shows more than one of its subcategories, and nothing else.
  for (const category of ['Wired Microphones', 'Podium Microphones'])
    await expect(
      cards.filter({ has: page.getByText(category, { exact: true }) }).first(),
    ).toBeVisible();
  await expect(cardsNotIn(page, microphones)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page.getByText('Category:')).toHaveCount(0);
  await expect(page).toHaveURL(/\/shop$/);
});

test('the category dropdown works by keyboard', async ({ page }) => {
  await page.goto('/shop');
  const speakers = page.getByRole('button', { name: 'Speakers', exact: true });
  await speakers.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'All Speakers' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Active Speakers' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(speakers).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Column Speakers' }).press('Enter');
  await expect(page.getByText('Category:')).toContainText('Column Speakers');
});

test('an empty result offers Clear all filters', async ({ page }) => {
  await page.goto('/shop?category=Amplifiers&q=no-such-product-anywhere');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByPlaceholder('Search products...')).toHaveValue('');
});

test('cards show the three stock states and sold-out cannot be added', async ({ page }) => {
  const tag = `Stockcheck ${Date.now()}`;
  await createProduct({ name: `${tag} Out`, stock: 0 });
  await createProduct({ name: `${tag} Low`, stock: 3 });
  await createProduct({ name: `${tag} Plenty`, stock: 40 });
  await page.goto(`/shop?q=${encodeURIComponent(tag)}`);
  const card = (suffix: string) =>
    grid(page)
      .getByRole('article')
      .filter({ hasText: `${tag} ${suffix}` });
  await expect(card('Out')).toContainText('Out of Stock');
  await expect(card('Out').getByRole('button', { name: /^Out of Stock / })).toBeDisabled();
  await expect(card('Low')).toContainText('Low Stock (3 items left)');
  await expect(card('Plenty')).toContainText('In Stock');
  await expect(card('Plenty').getByRole('button', { name: /^Add to Cart / })).toBeEnabled();
});

test('a shared product link opens its details, and Back closes them', async ({ page }) => {
  const product = await createProduct({
    name: `Shared Link Sub ${Date.now()}`,
    price: 90000,
    discountPrice: 81000,
    kokoInstallment: { count: 3 },
    description: 'An 18-inch subwoofer for shared links.',
  });
  await page.goto(`/shop?product=${product.id}`);
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('An 18-inch subwoofer for shared links.');
  await expect(dialog).toContainText('81,000.00');
  await expect(dialog).toContainText('90,000.00');
  await expect(dialog).toContainText('3 instalments of LKR');
  await expect(dialog).toContainText('total LKR\u00a081,000.00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/product=/);

  await page.getByPlaceholder('Search products...').fill(product.name);
  await page.getByRole('button', { name: `View details of ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`product=${product.id}`));
  await page.goBack();
  await expect(dialog).toBeHidden();
});

test('the grid fills in 48 cards, Show more adds the next 48, a new search starts over', async ({
  page,
}) => {
  await page.goto('/shop');
  const total = Number(
    /of (\d+) products/.exec(await page.getByText(/^Showing 48 of \d+ products$/).innerText())?.[1],
  );
  expect(total).toBeGreaterThan(96);
  await expect(grid(page).getByRole('article')).toHaveCount(48);
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(page.getByText(`Showing 96 of ${total} products`)).toBeVisible();
  await expect(grid(page).getByRole('article')).toHaveCount(96);
  // A new search starts again from the top of its own results.
  await page.getByPlaceholder('Search products...').fill('a');
  await expect(page.getByText(/^Showing 48 of \d+ products$/)).toBeVisible();
  await expect(grid(page).getByRole('article')).toHaveCount(48);
});

test('a keystroke shows in the box at once, however slow the search answers', async ({ page }) => {
  const product = await createProduct({ name: `Qwzx Stage Box ${Date.now()}` });
  await page.goto('/shop');
  await expect(grid(page).getByRole('article')).toHaveCount(48);
  // The server takes two seconds from here on; the box must not wait for it.
  await page.route('**/api/products/search?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // Types into the box and reads it back within the same task: no frame, no network in between.
  const shown = await page.evaluate(() => {
    const input = document.querySelector('input[placeholder="Search products..."]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!(input instanceof HTMLInputElement) || !setValue) throw new Error('no search box');
    setValue.call(input, 'qwzx');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return input.value;
  });
  expect(shown).toBe('qwzx');
  // The cards of the search before stay until the answer comes, then the match alone.
  await expect(grid(page).getByRole('article')).toHaveCount(48);
  await expect(grid(page).getByRole('article')).toHaveCount(1, { timeout: 10_000 });
  await expect(grid(page).getByRole('heading', { name: product.name })).toBeVisible();
});

test('Show more that fails says so, and trying again works', async ({ page }) => {
  await page.goto('/shop');
  await expect(grid(page).getByRole('article')).toHaveCount(48);
  await page.route('**/api/products/search?*page=2*', (route) => route.abort());
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't load more products. Please try again.",
  );
  await expect(grid(page).getByRole('article')).toHaveCount(48);
  await page.unroute('**/api/products/search?*page=2*');
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(grid(page).getByRole('article')).toHaveCount(96);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
