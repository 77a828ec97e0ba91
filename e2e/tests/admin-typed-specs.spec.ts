import { expect, test } from '../support/fixtures';

test('the admin gives a speaker its typed specifications, then moves it to another category and keeps what it shares', async ({
  page,
  login,
}) => {
  await login('admin');
  const name = `Typed Speaker ${Date.now()}`;
  await page.goto('/admin/products/new');
  const form = page.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Category').selectOption('Active Speakers');
  await form.getByLabel('Price (Rs.)', { exact: true }).fill('245000');
  const specs = form.getByRole('group', { name: 'Typed specifications' });
  await specs.getByLabel('Power (RMS)').fill('650');
  await specs.getByLabel('Woofer size').fill('45');
  await specs.getByLabel('Highest frequency').fill('20');
  const connections = specs.getByRole('group', { name: 'Connections' });
  await connections.getByLabel('XLR').check();
  await connections.getByLabel('Speakon').check();

  // Over the maximum: core's words under the field, and nothing is created.
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(specs.getByLabel('Woofer size')).toHaveAccessibleDescription(
    /Woofer size is at most 30 in\./,
  );
  await specs.getByLabel('Woofer size').fill('15');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);

  // Read back from the server, not from the form that sent it.
  await page.reload();
  await expect(specs.getByLabel('Power (RMS)')).toHaveValue('650');
  await expect(specs.getByLabel('Woofer size')).toHaveValue('15');
  await expect(specs.getByLabel('Highest frequency')).toHaveValue('20');
  await expect(specs.getByLabel('Power (peak)')).toHaveValue('');
  await expect(connections.getByLabel('XLR')).toBeChecked();
  await expect(connections.getByLabel('Speakon')).toBeChecked();
  await expect(connections.getByLabel('USB', { exact: true })).not.toBeChecked();

  await form.getByLabel('Category').selectOption('Active Subwoofers');
  await expect(
    form.getByText(
      'Highest frequency is not a specification of Active Subwoofers and was removed.',
    ),
  ).toBeVisible();
  await specs.getByLabel('Maximum SPL').fill('134');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/version 2/)).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Category')).toHaveValue('Active Subwoofers');
  await expect(specs.getByLabel('Power (RMS)')).toHaveValue('650');
  await expect(specs.getByLabel('Woofer size')).toHaveValue('15');
  await expect(specs.getByLabel('Maximum SPL')).toHaveValue('134');
  await expect(specs.getByLabel('Highest frequency')).toHaveCount(0);
  await expect(connections.getByLabel('Speakon')).toBeChecked();
});
