import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
    const results = await new AxeBuilder({ page }).disableRules(['region']).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

test('axe is clean with a filled cart and an open product modal', async ({ page }) => {
  await page.goto('/shop');
  const first = page
    .getByRole('region', { name: 'Products' })
    .getByRole('button', { name: /^Add to Cart / })
    .first();
  await first.click();
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('button', { name: /^View details of/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const modal = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(modal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  const cart = await new AxeBuilder({ page }).analyze();
  expect(cart.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
});

test('the product modal traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/shop');
  const opener = page
    .getByRole('region', { name: 'Products' })
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
