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

/**
 * Holds the part that takes the page over until the returned function is called: on a busy
 * machine a fixed delay can run out before the test has tapped, and the tap then meets a live page.
 */
async function heldTakeOver(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/hydrate-*.js', async (route) => {
    await released;
    // The page that asked may be gone by then (a link followed), and its request with it.
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('a link followed before Home is live opens its page at its top', async ({ page }) => {
  const release = await heldTakeOver(page);
  await page.goto('/');
  await page.evaluate(() => {
    (window as Window & { beforeTheLink?: boolean }).beforeTheLink = true;
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  release();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  // Opened by the browser, as without JavaScript: a new document, at its top.
  expect(
    await page.evaluate(() => (window as Window & { beforeTheLink?: boolean }).beforeTheLink),
  ).toBeUndefined();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
