import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin, apiOrder } from '../support/orders';

test('the admin creates a product that appears in the shop, then sells it out', async ({
  page,
  login,
}) => {
  await login('admin');
  const name = `Office Made Speaker ${Date.now()}`;
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Category').selectOption('Active Speakers');
  await form.getByLabel('Stock', { exact: true }).fill('12');
  await form.getByLabel('Price (Rs.)', { exact: true }).fill('88000');
  await form.getByLabel('Description', { exact: true }).fill('Made in the back office.');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('In Stock');
  await expect(card).toContainText('88,000.00');

  await page.goBack();
  const editor = page.getByRole('form', { name: 'Product' });
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(name);
  await editor.getByLabel('Stock', { exact: true }).fill('0');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /saved/i }).first()).toBeVisible();

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article').filter({ hasText: name })).toContainText('Out of Stock');
});

test("the admin confirms and delivers a customer's order; the customer sees it", async ({
  browser,
  page,
  baseURL,
  account: customer,
  login,
}) => {
  const product = await createProduct({ name: `Lifecycle Amp ${Date.now()}`, price: 15000 });
  const orderId = await apiOrder(
    baseURL!,
    await apiLogin(baseURL!, customer.email, customer.password),
    [{ ...product, price: 15000 }],
  );

  await login('admin');
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText(product.name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByText('nothing more to do')).toBeVisible();

  const shopper = await browser.newPage();
  await login(customer, shopper);
  await shopper.goto('/profile');
  await expect(shopper.getByRole('article').first()).toContainText(/delivered/i);
  await shopper.close();
});

test('a customer opening /admin is turned away', async ({ page, login }) => {
  await login();
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/')) adminCalls.push(request.url());
  });
  await page.goto('/admin');
  await expect(page.getByText("This area is for the shop's staff only.")).toBeVisible();
  await page.goto('/admin/products');
  await expect(page.getByText("This area is for the shop's staff only.")).toBeVisible();
  expect(adminCalls).toEqual([]);
});
