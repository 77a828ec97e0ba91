import { expect, test } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

test('the owner saves a product as a draft, out of the shop, then publishes it', async ({
  page,
  login,
}, testInfo) => {
  test.slow(); // a form filled in full, two viewports and the shop's search
  await login('admin');
  const name = `Draft Column ${Date.now()}`;
  await page.setViewportSize(PHONE);
  await page.goto('/admin/products/new');
  const form = page.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Category').selectOption('Column Speakers');
  await form.getByLabel('Stock', { exact: true }).fill('4');
  await form.getByLabel('Low stock at').fill('2');
  await form.getByLabel('Price (Rs.)', { exact: true }).fill('90000');
  await form.getByLabel('Offer KOKO instalments').check();
  await form.getByLabel('Number of instalments').fill('3');
  await expect(form.getByText('Shoppers see: 3 instalments of LKR 30,000.00')).toBeVisible();
  const saveDraft = form.getByRole('button', { name: 'Save as draft' });
  await saveDraft.scrollIntoViewIfNeeded();
  // Screens to look at (docs/product.md §15): the phone's form and notice, the laptop's list.
  await page.screenshot({ path: testInfo.outputPath('new-product-phone.png') });
  expect((await saveDraft.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await saveDraft.click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  const notice = page.getByRole('status').filter({ hasText: 'This product is a draft' });
  await expect(notice).toBeVisible();
  const publish = notice.getByRole('button', { name: 'Publish' });
  // A thumb's tap target on a phone.
  expect((await publish.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: testInfo.outputPath('draft-phone.png') });
  await page.setViewportSize(LAPTOP);
  await page.screenshot({ path: testInfo.outputPath('draft-laptop.png') });
  const editor = page.url();

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No products found')).toBeVisible();

  await page.goto('/admin/products?archived=draft');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drafts-list-laptop.png') });

  await page.goto(editor);
  await page.getByRole('status').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'draft' })).toBeHidden();
  // The Shop's page for this search was rendered while it found nothing, and is kept until the
  // catalogue's change notice reaches the store (a moment): asked again until then.
  await expect(async () => {
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('article').filter({ hasText: name })).toContainText('90,000.00', {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
});
