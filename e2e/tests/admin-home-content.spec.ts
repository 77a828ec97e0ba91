import { createProduct, db } from '../support/db';
import { expect, test } from '../support/fixtures';

/**
 * Home's Special Deals is one for the whole shop, and other files read Home's default deal: the
 * settings this test changes are put back as they were, for every instance (their NOTIFY).
 */
async function keepSettings(): Promise<() => Promise<void>> {
  const { rows } = await db().query<{ settings: unknown }>(
    'SELECT settings FROM shop_settings WHERE id = 1',
  );
  const saved = rows[0];
  return async () => {
    if (saved)
      await db().query(
        'UPDATE shop_settings SET settings = $1, version = version + 1 WHERE id = 1',
        [JSON.stringify(saved.settings)],
      );
    else await db().query('DELETE FROM shop_settings');
    await db().query("SELECT pg_notify('shop_settings_changed', '')");
  };
}

test("the owner chooses Home's Special Deals product in the back office, and Home shows it", async ({
  page,
  login,
}, testInfo) => {
  // Signing in, a search, a save and two pages: more than a quick test's time on a busy machine.
  test.slow();
  const product = await createProduct({ name: `Deal of the Week Mixer ${Date.now()}`, stock: 5 });
  const restore = await keepSettings();
  try {
    await login('admin');
    await page.goto('/admin/home-content');
    const deal = page.getByRole('region', { name: 'Special Deals' });
    await deal.getByLabel('Find a product').fill(product.name);
    await deal.getByRole('button', { name: `Choose ${product.name}` }).click();
    await expect(deal.getByText(`Chosen: ${product.name}`)).toBeVisible();
    await deal.getByLabel('Heading', { exact: true }).fill('Mixer of the week');
    await deal.getByLabel('Points', { exact: true }).fill('Eight channels\nBuilt-in effects');
    await deal.getByLabel('Note', { exact: true }).fill('While stocks last.');
    await page.getByRole('button', { name: 'Save Home content' }).click();
    await expect(page.getByText('Settings saved. The shop shows them now.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-content-laptop.png'), fullPage: true });

    await page.goto('/');
    const block = page.getByRole('region', { name: 'Mixer of the week' });
    await expect(block).toContainText(product.name);
    await expect(block.getByRole('listitem')).toHaveText(['Eight channels', 'Built-in effects']);
    await expect(block).toContainText('While stocks last.');
    const shopNow = block.getByRole('link', { name: 'Shop Now' });
    await expect(shopNow).toHaveAttribute('href', /^\/product\/deal-of-the-week-mixer-\d+$/);
    await page.goto((await shopNow.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  } finally {
    await restore();
  }
});

test('the settings screens fit a phone', async ({ page, login }, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await login('admin');
  for (const [path, heading] of [
    ['/admin/settings', 'Settings'],
    ['/admin/home-content', 'Home content'],
    ['/admin/pages', 'Pages'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Save / })).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({
      path: testInfo.outputPath(`${path.slice(7)}-phone.png`),
      fullPage: true,
    });
  }
});
