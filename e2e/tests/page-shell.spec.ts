import { expect, test } from '../support/fixtures';
import { createProduct } from '../support/db';

test("a phone shows the cart's count in the header, beside the menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const product = await createProduct({ name: `Phone Cart Cable ${Date.now()}`, stock: 10 });
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  const add = page.getByRole('button', { name: `Add to Cart ${product.name}`, exact: true });
  await add.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await add.click();
  const cart = page.getByRole('link', { name: 'Cart, 2 items' });
  await expect(cart).toBeVisible();
  await expect(cart).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await cart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Cart Items (2)')).toBeVisible();
});

test('a page scrolled before its code took it over stays where the shopper scrolled', async ({
  page,
}) => {
  // A slow phone: the code that takes the server's page over is held until the shopper scrolled.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/assets/hydrate-*.js', (route) => {
    held.push(() => route.continue());
  });
  // The frame's own goto: the page's waits for React to take the page over.
  await page.mainFrame().goto('/', { waitUntil: 'commit' });
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Shop' });
  await expect(footerLink).toBeAttached();
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await Promise.all(held.map((release) => release()));
  const hydrated = () =>
    footerLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react')));
  await expect.poll(hydrated, { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});

test('a new page starts at its top, and Back returns to the place left', async ({ page }) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Brands we carry' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(scrollY).toBeGreaterThan(400);
  const left = await scrollY();

  // The footer's link to the Shop, a page long enough to have stayed scrolled down.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeGreaterThan(left);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => Math.abs((await scrollY()) - left)).toBeLessThan(40);
});
