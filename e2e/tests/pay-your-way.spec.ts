import type { Page } from '@playwright/test';
import { collectAlerts } from '../support/accounts';
import { placePickupOrder } from '../support/checkout';
import { createProduct, db } from '../support/db';
import { expect, test } from '../support/fixtures';

const cartIds = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string }[]).map((l) => l.id),
  );

test("a cash pickup order says 'Order Placed!' with where, when and what to bring", async ({
  page,
  login,
}) => {
  const product = await createProduct({ name: `Pickup Mic ${Date.now()}`, price: 12500 });
  await login();
  await placePickupOrder(page, product.name, 'Cash');

  await page.waitForURL(/\/payment\/success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await expect(page.getByText('You pay in cash when you collect it at our store.')).toBeVisible();
  await expect(page.getByText('Cash at pickup')).toBeVisible();
  await expect(page.getByText('Cash/KOKO Pay')).toHaveCount(0);
  const collect = page.getByRole('region', { name: 'Collect your order' });
  await expect(collect).toContainText('No. 42, Galle Road, Colombo 03, Sri Lanka');
  await expect(collect).toContainText('Monday to Saturday, 9.00 am to 6.00 pm');
  await expect(collect).toContainText(
    `Your order reference, Order #${orderId.slice(0, 8).toUpperCase()}`,
  );
  expect(await cartIds(page)).toEqual([]);
});

test('a declined card keeps the cart, and the retry pays with KOKO', async ({ page, login }) => {
  collectAlerts(page);
  const product = await createProduct({ name: `Retry Sub ${Date.now()}`, price: 90000, stock: 5 });
  const { email } = await login();
  await placePickupOrder(page, product.name, 'Card');

  await page.waitForURL(/\/sandbox\/card\/pay\//);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByText('Your card payment was declined.')).toBeVisible();
  // Nothing was paid: the cart still holds the product.
  expect(await cartIds(page)).toEqual([product.id]);

  await page.getByRole('link', { name: 'Try Payment Again' }).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=/);
  const choice = page.getByRole('group', { name: 'Payment method' });
  await expect(choice.getByLabel('Card', { exact: true })).toBeChecked();
  await choice.getByLabel('KOKO', { exact: true }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await page.waitForURL(/\/sandbox\/koko\//);
  await expect(page.getByText('LKR 90,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Cash/KOKO Pay')).toBeVisible();
  await expect.poll(() => cartIds(page)).toEqual([]);

  // One order, paid by KOKO; the declined card attempt can no longer confirm it.
  const { rows } = await db().query<{ id: string; status: string; payment_method: string }>(
    'SELECT o.id, o.status, o.payment_method FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
    [email],
  );
  expect(rows).toEqual([expect.objectContaining({ status: 'confirmed', payment_method: 'koko' })]);
  const attempts = await db().query<{ provider: string; status: string; superseded: boolean }>(
    'SELECT provider, status, superseded_at IS NOT NULL AS superseded FROM payments WHERE order_id = $1 ORDER BY created_at',
    [rows[0]!.id],
  );
  expect(attempts.rows).toEqual([
    { provider: 'card', status: 'failed', superseded: true },
    { provider: 'koko', status: 'succeeded', superseded: false },
  ]);
});
