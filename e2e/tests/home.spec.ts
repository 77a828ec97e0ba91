import { expect, test } from '../support/fixtures';

test('Home shows the welcome, 17 chips, the carousel and Special Deals', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link');
  await expect(chips).toHaveCount(17);
  await expect(chips.first()).toHaveText('All');
  await expect(
    page.getByRole('region', { name: 'Featured products' }).getByRole('img'),
  ).toHaveCount(10);
  await expect(page.getByRole('heading', { name: /250-watt/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page).toHaveTitle('Lanka Pro Audio');
});

test('a Home chip opens the Shop filtered by its category', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Digital Mixers', exact: true }).click();
  await expect(page).toHaveURL(
    /\/shop\?category=Digital\+Mixers|\/shop\?category=Digital%20Mixers/,
  );
  await expect(page.getByText('Category:')).toContainText('Digital Mixers');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every card names its category: none shows another.
  await expect(
    cards.filter({ hasNot: page.getByText('Digital Mixers', { exact: true }) }),
  ).toHaveCount(0);
  await expect(page).toHaveTitle(/Digital Mixers/);
});

test('Shop Now goes to the Shop', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop Now' }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});
