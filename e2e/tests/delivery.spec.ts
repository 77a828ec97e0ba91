import type { UpdateDeliveryRatesRequest } from '@avstore/core';
import { collectAlerts, createAdmin } from '../support/accounts';
import { addToCart } from '../support/checkout';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin } from '../support/orders';

// Both tests set the shop's delivery charges, which every test shares: one at a time.
test.describe.configure({ mode: 'serial' });

async function setCharges(baseURL: string, body: UpdateDeliveryRatesRequest) {
  const admin = await createAdmin(baseURL);
  const token = await apiLogin(baseURL, admin.email, admin.password);
  const res = await fetch(`${baseURL}/api/admin/delivery`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

test('the admin sets a district charge on the Delivery screen', async ({ page, login }) => {
  await login('admin');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Delivery' })
    .click();
  await expect(page).toHaveURL(/\/admin\/delivery$/);
  const northern = page.getByRole('group', { name: 'Northern Province' });
  // A charge and a delivery time for each of its 5 districts.
  await expect(northern.getByRole('textbox')).toHaveCount(10);
  await northern.getByLabel('Jaffna', { exact: true }).fill('-1');
  await northern.getByLabel('Jaffna delivery time').fill('soon');
  await page.getByRole('button', { name: 'Save delivery charges' }).click();
  await expect(northern.getByText('A charge cannot be negative')).toBeVisible();
  await expect(northern.getByLabel('Jaffna delivery time')).toHaveAccessibleDescription(
    'Say the time in days, such as 1-2 working days',
  );
  await northern.getByLabel('Jaffna', { exact: true }).fill('1500');
  await northern.getByLabel('Jaffna delivery time').fill('3-5 working days');
  await page.getByRole('button', { name: 'Save delivery charges' }).click();
  await expect(page.getByText('Delivery charges saved.')).toBeVisible();
  await page.reload();
  await expect(northern.getByLabel('Jaffna delivery time')).toHaveValue('3-5 working days');
  await page.goto('/admin/audit');
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('Delivery update');
});

test('a delivery to Jaffna shows its charge before the order; the next checkout is filled in', async ({
  page,
  baseURL,
  login,
}) => {
  collectAlerts(page);
  await setCharges(baseURL!, {
    charges: [{ district: 'Jaffna', charge: 1500, deliveryTime: '3-5 working days' }],
    freeThreshold: null,
  });
  const product = await createProduct({
    name: `Jaffna Monitor ${Date.now()}`,
    price: 20000,
    stock: 10,
  });
  await login();

  await addToCart(page, product.name);
  await page.goto('/checkout');
  await page.getByLabel('Delivery', { exact: true }).check();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Choose your district to see the delivery charge');
  await page.getByLabel('First name').fill('Kumar');
  await page.getByLabel('Last name').fill('Sivakumar');
  await page.getByLabel('Phone').fill('077 123 4567');
  await expect(page.getByLabel('Country')).toHaveValue('Sri Lanka');
  await page.getByLabel('District').selectOption('Jaffna');
  // The charge and the total with it, before anything is sent.
  await expect(summary).toContainText(/Delivery\s*LKR\s1,500\.00/);
  await expect(summary).toContainText(/Total\s*LKR\s21,500\.00/);
  await expect(summary).toContainText('Delivery time: 3-5 working days');
  await page.getByLabel('City').fill('Point Pedro');
  await page.getByLabel('Address', { exact: true }).fill('5 Hospital Road');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('21,500.00').first()).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/Delivery charge\s*Rs\. 1,500/);
  await expect(card).toContainText(/Total\s*Rs\. 21,500/);

  // The second order starts from the first one's details, kept with the account.
  await addToCart(page, product.name);
  await page.goto('/checkout');
  await expect(page.getByLabel('Delivery', { exact: true })).toBeChecked();
  await expect(page.getByLabel('First name')).toHaveValue('Kumar');
  await expect(page.getByLabel('Phone')).toHaveValue('+94771234567');
  await expect(page.getByLabel('District')).toHaveValue('Jaffna');
  await expect(page.getByLabel('City')).toHaveValue('Point Pedro');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('5 Hospital Road');
  await expect(summary).toContainText(/Total\s*LKR\s21,500\.00/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
});
