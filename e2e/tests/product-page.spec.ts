import { collectAlerts } from '../support/accounts';
import { expectPromoApplied } from '../support/checkout';
import { createProduct, db } from '../support/db';
import { collectProblems, hydrated } from '../support/hydration';
import { expect, test } from '../support/fixtures';

/** A product page's address, as the database made its slug. */
async function pathOf(id: string): Promise<string> {
  const { rows } = await db().query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [
    id,
  ]);
  return `/product/${rows[0]!.slug}`;
}

test('from a Shop card to the product page, then two units into the cart', async ({ page }) => {
  const product = await createProduct({ name: `Page Monitor ${Date.now()}`, stock: 5 });
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `View details of ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await dialog.getByRole('link', { name: `View full details of ${product.name}` }).click();
  await expect(page).toHaveURL(await pathOf(product.id));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | Lanka Pro Audio`);

  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`2 × ${product.name} added to cart`)).toBeVisible();
  await page.getByRole('link', { name: /Cart/ }).first().click();
  await expect(page.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('2');
  // The cart row names the product with a link back to its page.
  await page.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(await pathOf(product.id));
});

test('a server-rendered page hydrates without errors or a second fetch, and applies a promo', async ({
  page,
  login,
}) => {
  const alerts = collectAlerts(page);
  const product = await createProduct({
    name: `Page Promo Sub ${Date.now()}`,
    price: 40000,
    promo: { code: 'PAGE10', percent: 10 },
  });
  await login();
  const problems = collectProblems(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products/')) fetched.push(request.url());
  });

  await page.goto(await pathOf(product.id));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: `Apply Promo (10% off) for ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Promo Code' });
  await dialog.getByLabel('Promo code').fill('page10');
  await dialog.getByRole('button', { name: 'Apply Code' }).click();
  await expectPromoApplied(page, alerts, product.name, 10);
  expect(problems).toEqual([]);
  expect(fetched).toEqual([]);

  await page.goto('/cart');
  await expect(page.getByText('Promo PAGE10: 10% off')).toBeVisible();
});

test('the page reads whole with JavaScript off', async ({ browser }) => {
  const product = await createProduct({
    name: `No Script Amp ${Date.now()}`,
    category: 'Amplifiers',
    price: 120000,
    description: 'Two channels of clean power.',
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(await pathOf(product.id));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('LKR 120,000.00')).toBeVisible();
  await expect(page.getByText('Two channels of clean power.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Amplifiers');
  await context.close();
});

test.describe('a link shared to a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens the page, and an old link of a renamed product lands on the new one', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const product = await createProduct({ name: `Shared Mic ${Date.now()}` });
    const old = await pathOf(product.id);
    await page.goto(`${old}?utm_source=whatsapp`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    await db().query(
      "UPDATE products SET name = name || ' II', version = version + 1 WHERE id = $1",
      [product.id],
    );
    const current = await pathOf(product.id);
    await expect
      .poll(async () => {
        await page.goto(old);
        return new URL(page.url()).pathname;
      })
      .toBe(current);
    await expect(page.getByRole('heading', { level: 1, name: `${product.name} II` })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
