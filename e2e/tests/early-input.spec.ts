import { expect, test, type Page } from '@playwright/test';
import { createProduct } from '../support/db';

/**
 * Home, the Shop and product pages arrive rendered from the server, so a shopper on a slow phone
 * taps and types before React has taken the page over. What they did then must not be lost: it is
 * held, and done once the page is live. The part that takes the page over is held back here, as a
 * slow network would.
 */
async function slowTakeOver(page: Page): Promise<void> {
  await page.route('**/assets/hydrate-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
}

test('a search typed before the Shop is live is searched for', async ({ page }) => {
  await slowTakeOver(page);
  await page.goto('/shop');
  await page.getByPlaceholder('Search products...').fill('zzqx no such gear');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=zzqx/);
});

test('Add to Cart tapped before the Shop is live adds the product', async ({ page }) => {
  const product = await createProduct({ name: `Early Tap Cable ${Date.now()}`, stock: 5 });
  await slowTakeOver(page);
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Add to Cart ${product.name}`, exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a link followed before Home is live opens its page at its top', async ({ page }) => {
  await slowTakeOver(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
