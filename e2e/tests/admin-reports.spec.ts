import { createProduct, db } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin, apiOrder } from '../support/orders';

const SHOTS = process.env.E2E_SHOTS;

test("the owner goes from the shop to the back office's reports, whose chart loads there only", async ({
  page,
  baseURL,
  account: customer,
  login,
}) => {
  // Two sign-ins' worth of pages, in two window sizes.
  test.slow();
  const product = await createProduct({ name: `Report Amp ${Date.now()}`, price: 15000 });
  const orderId = await apiOrder(
    baseURL!,
    await apiLogin(baseURL!, customer.email, customer.password),
    [{ ...product, price: 15000 }],
  );
  await db().query("UPDATE orders SET status = 'confirmed' WHERE id = $1", [orderId]);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await login('admin');
  await page.goto('/');
  expect(scripts.some((url) => url.includes('sales-chart'))).toBe(false);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Back office', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByText(/Counts the orders that sold/)).toContainText(
    'Pending and cancelled',
  );
  // Other tests sell too: at least the order confirmed above counts.
  await expect(
    page.getByRole('region', { name: 'Orders sold' }).getByText(/^[1-9]\d*$/),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue and orders by day/ })).toBeVisible();
  expect(scripts.some((url) => url.includes('sales-chart'))).toBe(true);
  await expect(page.getByRole('region', { name: 'Payment method mix' })).toContainText('Cash');
  await expect(page.getByRole('region', { name: 'Top sellers by units' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-laptop.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('img', { name: /Revenue and orders by day/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-phone.png`, fullPage: true });
});

test('the low-stock list names a product at its level, on a phone', async ({ page, login }) => {
  const product = await createProduct({ name: `Nearly Gone Mic ${Date.now()}`, stock: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await login('admin');
  await page.goto('/admin/low-stock');
  const item = page
    .getByRole('list', { name: 'Low-stock products' })
    .getByRole('listitem')
    .filter({ hasText: product.name });
  await expect(item).toContainText('1 left');
  await expect(item).toContainText('low at 5');
  const link = item.getByRole('link', { name: new RegExp(product.name) });
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/low-stock-phone.png`, fullPage: true });
});
