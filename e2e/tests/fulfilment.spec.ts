import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiDeliveryOrder, apiLogin, apiOrder } from '../support/orders';

test('the owner dispatches an order with a tracking number; the shopper sees it in order history', async ({
  browser,
  page,
  baseURL,
  account: shopper,
  login,
}, testInfo) => {
  // Two sign-ins, an order and three moves: more than a quick test's time on a busy machine.
  test.setTimeout(240_000);
  const product = await createProduct({ name: `Dispatch Speaker ${Date.now()}`, price: 25000 });
  const token = await apiLogin(baseURL!, shopper.email, shopper.password);
  const orderId = await apiDeliveryOrder(baseURL!, token, { ...product, price: 25000 });

  await login('admin');
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await page.getByRole('button', { name: 'Mark as dispatched' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as dispatched' });
  // Refused without a tracking number or link, with the reason by the field.
  await dialog.getByLabel('Courier').fill('Domex');
  await dialog.getByRole('button', { name: 'Mark as dispatched' }).click();
  await expect(dialog.getByText('Please enter a tracking number or a tracking link')).toBeVisible();
  await dialog.getByLabel('Tracking number').fill('DX-4471-22');
  await dialog.getByLabel('Tracking link').fill('https://www.domex.lk/track?n=DX-4471-22');
  await page.screenshot({ path: testInfo.outputPath('dispatch-dialog.png') });
  await dialog.getByRole('button', { name: 'Mark as dispatched' }).click();
  const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
  await expect(fulfilment).toContainText('Domex, tracking number DX-4471-22');
  await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath('admin-order-dispatched.png'),
    fullPage: true,
  });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await login(shopper, phone);
  await phone.goto('/profile');
  const card = phone.getByRole('article', { name: `Order #${orderId.slice(0, 8).toUpperCase()}` });
  await expect(card).toContainText('Dispatched');
  await expect(card).toContainText('Courier: Domex, tracking number DX-4471-22');
  const track = card.getByRole('link', { name: 'Track your parcel' });
  await expect(track).toHaveAttribute('href', 'https://www.domex.lk/track?n=DX-4471-22');
  expect((await track.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await phone.screenshot({
    path: testInfo.outputPath('history-dispatched-phone.png'),
    fullPage: true,
  });
  await phone.close();
});

test('on a phone, the owner records a part refund of a collected cash order; the order lists it', async ({
  page,
  baseURL,
  account: shopper,
  login,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await createProduct({ name: `Refund Mixer ${Date.now()}`, price: 18000 });
  const orderId = await apiOrder(
    baseURL!,
    await apiLogin(baseURL!, shopper.email, shopper.password),
    [{ ...product, price: 18000 }],
  );
  const owner = await login('admin');
  const token = await apiLogin(baseURL!, owner.email, owner.password);
  for (const status of ['confirmed', 'delivered'])
    await fetch(`${baseURL}/api/admin/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status }),
    });

  await page.goto(`/admin/orders/${orderId}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('No refunds recorded.');
  await refunds.getByRole('button', { name: 'Record refund' }).click();
  await expect(refunds.getByText('Enter the amount refunded')).toBeVisible();
  await refunds.getByLabel('Amount refunded (LKR)').fill('2500');
  await refunds.getByLabel('Reference').fill('Counter 7');
  await refunds.getByRole('button', { name: 'Record refund' }).click();
  await expect(refunds.getByRole('listitem')).toContainText(/LKR\s?2,500\.00 cash/);
  await refunds.getByLabel('Amount refunded (LKR)').fill('20000');
  await refunds.getByRole('button', { name: 'Record refund' }).click();
  await expect(refunds.getByRole('alert')).toHaveText(
    'At most LKR 15,500.00 can be refunded on this order.',
  );
  const button = refunds.getByRole('button', { name: 'Record refund' });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: testInfo.outputPath('refunds-phone.png'), fullPage: true });
});
