import { expect, test } from '../support/fixtures';

// Issue #25: a search box in the header of every page, with suggestions as the shopper types.

test('the header search suggests as the shopper types, and the keyboard opens a product', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/about');
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await box.fill('wireless mic');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('option', { name: 'Wireless Microphones' })).toBeVisible();
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.locator('span.truncate').innerText()).trim();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('on a phone the search is in sight, one tap away, and Enter shows the Shop’s results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await box.tap().catch(() => box.click());
  await expect(box).toBeFocused();
  await box.fill('power amp');
  await expect(page.getByRole('option', { name: 'Amplifiers' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=power\+amp$/);
  await expect(page.getByText(/Showing results for ‘power amp’/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Products' }).getByRole('article').first(),
  ).toContainText('AMPLIFIERS', { ignoreCase: true });
});
