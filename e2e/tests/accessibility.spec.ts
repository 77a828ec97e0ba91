import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The violations that fail the build: serious or critical ones, each with where it is. */
const serious = (results: AxeResults) =>
  results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** The shop's product list, opened at /shop. */
async function shopProducts(page: Page) {
  await page.goto('/shop');
  return page.getByRole('region', { name: 'Products' });
}

const PAGES = [
  '/',
  '/shop',
  '/about',
  '/cart',
  '/contact',
  '/checkout',
  '/login',
  '/signup',
  '/profile',
  '/resetPassword',
  '/payment/success',
  '/payment/failed',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(serious(await new AxeBuilder({ page }).disableRules(['region']).analyze())).toEqual([]);
  });
}

test('axe is clean with a filled cart and an open product modal', async ({ page }) => {
  const products = await shopProducts(page);
  await products
    .getByRole('button', { name: /^Add to Cart / })
    .first()
    .click();
  await products
    .getByRole('button', { name: /^View details of/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(serious(await new AxeBuilder({ page }).include('dialog').analyze())).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
});

test('the product modal traps focus, closes on Escape and gives focus back', async ({ page }) => {
  const opener = (await shopProducts(page))
    .getByRole('button', { name: /^View details of/ })
    .first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () =>
        document.activeElement?.closest('dialog') !== null ||
        document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
