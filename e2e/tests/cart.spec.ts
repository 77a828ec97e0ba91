import { expect, test } from '../support/fixtures';
import { createProduct } from '../support/db';

test('add to cart, the stepper stops at stock, and the cart survives a reload', async ({
  page,
}) => {
  const product = await createProduct({
    name: `Cart Stepper Amp ${Date.now()}`,
    stock: 2,
    price: 1234.5,
  });
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Add to Cart ${product.name}`, exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${product.name} added to cart` }),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Cart Items (1)' })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Cart Items (2)' })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Only 2 items of ${product.name} are available.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cart Items (2)' })).toBeVisible();
  await expect(page.getByText('Order Total:')).toContainText('LKR\u00a02,469.00');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cart Items (2)' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    id: product.id,
    name: product.name,
    quantity: 2,
    price: 1234.5,
  });

  await page.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await page.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Cart Items (1)' })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(
    page.getByText("Looks like you haven't added any items to your cart yet."),
  ).toBeVisible();
});

test('Clear Cart empties the cart and its storage', async ({ page }) => {
  const a = await createProduct({ name: `Emptied Amp A ${Date.now()}` });
  const b = await createProduct({ name: `Emptied Amp B ${Date.now()}` });
  await page.goto(`/shop?q=Emptied Amp`);
  await page.getByRole('button', { name: `Add to Cart ${a.name}`, exact: true }).click();
  await page.getByRole('button', { name: `Add to Cart ${b.name}`, exact: true }).click();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart Items (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cart', exact: true }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('corrupt cart data is dropped', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('cart', '{"broken": [1,2'));
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('cart', JSON.stringify([{ name: 'x', quantity: -3 }])),
  );
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a cart change in another tab shows here', async ({ context, page }) => {
  const product = await createProduct({ name: `Two Tabs Mixer ${Date.now()}` });
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await other.getByRole('button', { name: `Add to Cart ${product.name}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cart Items (1)' })).toBeVisible();
});
