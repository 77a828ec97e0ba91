import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkHtml } from '../support/html-checker';
import { collectProblems, hydrated } from '../support/hydration';
import { createProduct, db } from '../support/db';

/** A page of a browser with JavaScript off, as a search engine's first look or a slow phone's. */
async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** The address of a product page, as the database made its slug. */
async function pathOf(id: string): Promise<string> {
  const { rows } = await db().query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [
    id,
  ]);
  return `/product/${rows[0]!.slug}`;
}

test.describe('with JavaScript off', () => {
  test('Home shows its featured products with links, and the way to the Shop', async ({
    browser,
  }) => {
    const { rows } = await db().query<{ name: string }>(
      'SELECT name FROM products WHERE featured AND archived_at IS NULL ORDER BY name LIMIT 1',
    );
    const page = await withoutJavaScript(browser);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByText('This store needs JavaScript to run')).toHaveCount(0);
    const featured = page.getByRole('region', { name: 'Featured products' });
    await expect(featured.getByRole('link', { name: rows[0]!.name })).toHaveAttribute(
      'href',
      /^\/shop\?product=/,
    );
    // A category chip is a link to its category page, which reads without JavaScript too.
    await page.getByRole('link', { name: 'Podium Microphones', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=Podium(\+|%20)Microphones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByText('Category: Podium Microphones')).toBeVisible();
    await page.context().close();
  });

  test('the Shop shows its first page of products: names, prices and their pages', async ({
    browser,
  }) => {
    const page = await withoutJavaScript(browser);
    await page.goto('/shop');
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await expect(cards).toHaveCount(48);
    for (const card of [cards.first(), cards.last()]) {
      await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
        'href',
        /^\/product\/[a-z0-9-]+$/,
      );
      await expect(card).toContainText(/LKR\s[\d,]+\.\d\d/);
    }
    await expect(page.getByText(/Showing 48 of \d+ products/)).toBeVisible();
    await page.context().close();
  });

  test('a category page and a search page show their product, its price, and its page', async ({
    browser,
  }) => {
    const product = await createProduct({
      name: `No Script Podium ${Date.now()}`,
      category: 'Podium Microphones',
      price: 87650,
    });
    const page = await withoutJavaScript(browser);
    for (const address of [
      '/shop?category=Podium+Microphones',
      `/shop?q=${encodeURIComponent(product.name)}`,
    ]) {
      await page.goto(address);
      const card = page.getByRole('article').filter({ hasText: product.name });
      await expect(card.getByText('LKR 87,650.00')).toBeVisible();
      await expect(card.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        await pathOf(product.id),
      );
    }
    await expect(page).toHaveTitle(`Search results for “${product.name}” | Lanka Pro Audio`);
    await page.getByRole('link', { name: product.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.context().close();
  });
});

test('Home and the Shop hydrate from their HTML, asking for nothing they show again', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products/search')) searches.push(request.url());
  });

  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.goto('/shop?category=Digital+Mixers');
  await expect(page).toHaveTitle('Digital Mixers | Lanka Pro Audio');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);

  // It is the app now: another category of the bar is asked of the search.
  await page.getByRole('button', { name: 'Amplifiers', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?category=Amplifiers$/);
  await expect(page).toHaveTitle('Amplifiers | Lanka Pro Audio');
  await expect.poll(() => searches.length).toBe(1);
  expect(problems).toEqual([]);
});

test('the Nu Html Checker finds no error in Home, the Shop, a category page and a product page', async ({
  request,
}, testInfo) => {
  test.slow(); // Java starts for it.
  const { rows } = await db().query<{ slug: string }>(
    `SELECT slug FROM products WHERE archived_at IS NULL AND jsonb_array_length(pictures) > 0
       AND category = 'Digital Mixers' ORDER BY name LIMIT 1`,
  );
  const pages = ['/', '/shop', '/shop?category=Digital+Mixers', `/product/${rows[0]!.slug}`];
  const files: string[] = [];
  for (const [index, address] of pages.entries()) {
    const res = await request.get(address);
    expect(res.status(), address).toBe(200);
    const file = testInfo.outputPath(`page-${index}.html`);
    await fs.writeFile(file, await res.text());
    files.push(file);
  }
  const messages = await checkHtml(files);
  const errors = messages
    .filter((m) => m.type !== 'info')
    .map((m) => {
      const address = pages[files.findIndex((file) => m.url.endsWith(file))] ?? m.url;
      return `${address}:${m.lastLine ?? '?'}: ${m.message} ${m.extract ?? ''}`;
    });
  expect(errors).toEqual([]);
});
