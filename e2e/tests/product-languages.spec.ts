import { hydrated } from '../support/hydration';
import { expect, test } from '../support/fixtures';

// A product's own texts in Sinhala (issue #30): the owner writes them in the back office beside
// the English, and the Sinhala pages show them, rendered by the server and fetched by the browser.

const SINHALA = 'පල්ලි සහ ශාලා සඳහා චැනල් දහයක මික්සරයකි.';
const ENGLISH = 'A ten-channel mixer for churches and halls.';

test('the owner writes a Sinhala description and the Sinhala product page shows it', async ({
  page,
  login,
}) => {
  test.slow(); // a form filled in, then the Shop's search and two product pages
  await login('admin');
  const name = `Hall Mixer ${Date.now()}`;
  await page.goto('/admin/products/new');
  const form = page.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Category').selectOption('Analog Mixers');
  await form.getByLabel('Stock', { exact: true }).fill('5');
  await form.getByLabel('Price (Rs.)', { exact: true }).fill('75000');
  await form.getByLabel('Description', { exact: true }).fill(ENGLISH);
  await expect(
    form.getByText('Sinhala missing: English is shown for the description.'),
  ).toBeVisible();
  await form.getByLabel('Description in Sinhala').fill(SINHALA);
  await expect(form.getByText('Sinhala complete.')).toBeVisible();
  await expect(
    form.getByText('Tamil missing: English is shown for the description.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);

  // The browser's own fetch: from the Sinhala Shop's details to the product's page, no page load.
  await expect(async () => {
    await page.goto(`/si/shop?q=${encodeURIComponent(name)}`);
    await hydrated(page);
    await page.getByRole('article').filter({ hasText: name }).getByRole('link').click({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await page
    .getByRole('dialog')
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByText(SINHALA)).toBeVisible();
  await expect(page).toHaveURL(/\/si\/product\//);
  await expect(page.getByText(ENGLISH)).toBeHidden();

  // The server's page at the same address, and its English twin.
  await page.reload();
  await expect(page.getByText(SINHALA)).toBeVisible();
  await page.goto(page.url().replace('/si/product/', '/ta/product/'));
  await expect(page.getByText(ENGLISH)).toBeVisible();
});
