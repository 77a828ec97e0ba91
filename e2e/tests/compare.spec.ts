import { expect, test } from '../support/fixtures';

// Issue #25: up to four products side by side, picked from cards and product pages, kept while
// browsing, at an address that can be shared, readable on a phone.

test('three products compared on a phone, picked from the Shop and a product page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop?category=Active%20Speakers');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    names.push((await card.locator('h3').innerText()).trim());
    await card.getByRole('button', { name: /^Compare/ }).click();
    await expect(card.getByRole('button', { name: /Comparing/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  // Kept while browsing: a third from its own page.
  const third = cards.nth(2);
  names.push((await third.locator('h3').innerText()).trim());
  const href = await third.locator('h3 a').getAttribute('href');
  await page.goto(href!);
  await page.getByRole('button', { name: /^Compare/ }).click();
  const bar = page.getByRole('region', { name: 'Compare' });
  await expect(bar).toContainText('3 products to compare');
  await bar.getByRole('link', { name: 'Compare' }).click();

  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
  const table = page.getByRole('table');
  for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Woofer size/ })).toBeVisible();
  // The page does not scroll sideways: the table does, under its labels.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The address can be shared: a fresh browser shows the same comparison.
  const shared = page.url();
  const other = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await other.goto(shared);
  for (const name of names)
    await expect(other.getByRole('table').getByRole('link', { name })).toBeVisible();
  await other.close();
});
