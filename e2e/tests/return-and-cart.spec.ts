import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PASSWORD, signIn } from '../support/accounts';
import { createProduct, db } from '../support/db';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Adds a product from the Shop's search as a shopper does. */
async function addFromShop(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Add to Cart ${name}`, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${name} added to cart` })).toBeVisible();
}

/** Resolves when the account's copy of the cart has been saved. */
const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'PUT');

const slugOf = async (id: string) =>
  (await db().query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [id])).rows[0]!
    .slug;

test("a cart built on a laptop appears on a phone after signing in there, merged, at today's prices", async ({
  browser,
  account,
}) => {
  const mixer = await createProduct({ price: 30000, stock: 5 });
  const mic = await createProduct({ price: 45000, stock: 5 });
  const cable = await createProduct({ price: 1500, stock: 5 });

  const laptop = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await signIn(laptop, account.email, account.password);
  await addFromShop(laptop, mixer.name);
  const lastSave = saved(laptop);
  await laptop.getByRole('button', { name: `Add to Cart ${mixer.name}`, exact: true }).click();
  expect((await lastSave).status()).toBe(200);
  const withMic = saved(laptop);
  await addFromShop(laptop, mic.name);
  await withMic;

  // The shop changes a price before the phone signs in: the phone shows today's.
  await db().query('UPDATE products SET price_cents = 2800000 WHERE id = $1', [mixer.id]);

  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await addFromShop(phone, cable.name);
  await signIn(phone, account.email, account.password);
  await phone.goto('/cart');
  await expect(phone.getByRole('heading', { name: 'Cart Items (4)' })).toBeVisible();
  await expect(phone.getByText(mixer.name)).toBeVisible();
  await expect(phone.getByText(mic.name)).toBeVisible();
  await expect(phone.getByText(cable.name)).toBeVisible();
  // 2 x 28,000 + 45,000 + 1,500
  await expect(phone.getByText('Order Total:')).toContainText('LKR\u00a0102,500.00');

  // Logout clears the laptop's browser; signing in again brings the merged cart back.
  await laptop.goto('/');
  await laptop.getByRole('button', { name: 'Account menu' }).click();
  await laptop.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => laptop.evaluate(() => localStorage.length)).toBe(0);
  await signIn(laptop, account.email, PASSWORD);
  await laptop.goto('/cart');
  await expect(laptop.getByRole('heading', { name: 'Cart Items (4)' })).toBeVisible();
  await laptop.context().close();
  await phone.context().close();
});

test('sign-in from the checkout returns to the checkout with the cart', async ({
  page,
  account,
}) => {
  await page.setViewportSize(PHONE);
  const product = await createProduct({ price: 12500, stock: 3 });
  await addFromShop(page, product.name);
  await page.goto('/checkout');
  const note = page
    .getByRole('note')
    .filter({ hasText: 'You must be logged in to place an order.' });
  await note.getByRole('link', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'You must be logged in' })).toHaveCount(0);
});

test("the header's Sign In returns to the page it was followed from, never to another site", async ({
  page,
  account,
}) => {
  const product = await createProduct();
  const path = `/product/${await slugOf(product.id)}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === path);

  for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(
      (url) => url.origin === new URL(page.url()).origin && url.pathname === '/',
    );
  }
});

test('a product page opened by address after scrolling another page starts at its top; Back restores the place', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const product = await createProduct();
  await page.goto('/shop');
  await expect(page.getByRole('button', { name: /^Add to Cart / }).first()).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // By its address, as a link from elsewhere or a typed address opens it.
  await page.goto(`/product/${await slugOf(product.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A link further down a page: the next page starts at its top, Back returns to the link.
  await page.goto('/product/ld-systems-anny-10');
  const related = page.getByRole('link').and(page.locator('[href^="/product/"]')).last();
  await related.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await related.click();
  await expect(page).not.toHaveURL(/ld-systems-anny-10$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/ld-systems-anny-10$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("Home's Special Deals link asks for its product only, and a missing product is asked for once", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/products/by-slug/')) asked.push(url.pathname);
  });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'A 250-watt PA that runs on battery' })
    .getByRole('link', { name: 'Shop Now' })
    .click();
  await page.waitForURL(/\/product\/ld-systems-anny-10$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toEqual(['/api/products/by-slug/ld-systems-anny-10']);

  asked.length = 0;
  await page.goto('/product/no-such-speaker-anywhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(asked).toEqual(['/api/products/by-slug/no-such-speaker-anywhere']);
});
