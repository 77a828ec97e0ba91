import { expect, test, type Page } from '@playwright/test';
import { collectAlerts, createAccount, signIn } from '../support/accounts';
import { createProduct, db } from '../support/db';

async function checkoutWith(page: Page, productName: string, method: 'Card' | 'KOKO') {
  await page.goto(`/shop?q=${encodeURIComponent(productName)}`);
  await page.getByRole('button', { name: `Add to Cart ${productName}`, exact: true }).click();
  await page.goto('/checkout');
  await page.getByLabel('Store pickup').check();
  await page.getByLabel('Email', { exact: true }).fill('payer@example.lk');
  await page.getByLabel('First name').fill('Ruwan');
  await page.getByLabel('Last name').fill('Fernando');
  await page.getByLabel('Phone').fill('0712345678');
  await page.getByLabel(method, { exact: true }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
}

const ordersOf = async (email: string) =>
  (
    await db().query(
      'SELECT o.id, o.status FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
      [email],
    )
  ).rows as {
    id: string;
    status: string;
  }[];

test('card: approve on the hosted page, then Payment Successful with Card Payment and a confirmed order', async ({
  page,
  baseURL,
}) => {
  const product = await createProduct({ name: `Card Speaker ${Date.now()}`, price: 75000 });
  const { email } = await createAccount(baseURL!);
  await signIn(page, email);
  await checkoutWith(page, product.name, 'Card');
  await page.waitForURL(/\/sandbox\/card\/pay\//);
  await expect(page.getByText('LKR 75,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText('Card Payment')).toBeVisible();
  expect(await ordersOf(email)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  await page.goto('/profile');
  await expect(page.getByRole('article').first()).toContainText(/confirmed/i);
});

test('card: decline, then Try Payment Again and approve: one order, confirmed', async ({
  page,
  baseURL,
}) => {
  const product = await createProduct({ name: `Retry Amp ${Date.now()}`, price: 42000 });
  const { email } = await createAccount(baseURL!);
  await signIn(page, email);
  await checkoutWith(page, product.name, 'Card');
  await page.waitForURL(/\/sandbox\/card\/pay\//);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Your card payment was declined.')).toBeVisible();
  await expect(page.getByText('Order Reference')).toBeVisible();

  await page.getByRole('link', { name: 'Try Payment Again' }).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=/);
  await expect(page.getByText(product.name)).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/sandbox\/card\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const orders = await ordersOf(email);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.status).toBe('confirmed');
});

test('KOKO: approve pays the order; decline leaves it pending with a way to retry', async ({
  page,
  baseURL,
}) => {
  collectAlerts(page);
  const product = await createProduct({ name: `Koko Mixer ${Date.now()}`, price: 90000, stock: 5 });
  const { email } = await createAccount(baseURL!);
  await signIn(page, email);

  await checkoutWith(page, product.name, 'KOKO');
  await page.waitForURL(/\/sandbox\/koko\//);
  await expect(page.getByText('LKR 90,000.00')).toBeVisible();
  // Its 3 instalments, each shown: Rs. 90,000 splits evenly.
  await expect(page.getByText('LKR 30,000.00')).toHaveCount(3);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText('Cash/KOKO Pay')).toBeVisible();

  await checkoutWith(page, product.name, 'KOKO');
  await page.waitForURL(/\/sandbox\/koko\//);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByRole('link', { name: 'Try Payment Again' })).toBeVisible();
  const statuses = (await ordersOf(email)).map((o) => o.status).sort();
  expect(statuses).toEqual(['confirmed', 'pending']);
});

test('an unpaid card order is cancelled by the sweep and its stock comes back', async ({
  page,
  baseURL,
}) => {
  const product = await createProduct({ name: `Sweep Sub ${Date.now()}`, price: 55000, stock: 3 });
  const { email } = await createAccount(baseURL!);
  await signIn(page, email);
  await checkoutWith(page, product.name, 'Card');
  await page.waitForURL(/\/sandbox\/card\/pay\//);
  const stock = async () =>
    (await db().query('SELECT stock FROM products WHERE id = $1', [product.id])).rows[0]
      .stock as number;
  expect(await stock()).toBe(2);
  // The shopper walks away; the order outlives ORDER_PAYMENT_TTL.
  await db().query(
    "UPDATE orders SET created_at = now() - interval '2 hours' WHERE id IN (SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1)",
    [email],
  );
  await expect
    .poll(async () => (await ordersOf(email))[0]?.status, { timeout: 15_000 })
    .toBe('cancelled');
  expect(await stock()).toBe(3);
});

test('the payment response page routes by the payment status', async ({ page }) => {
  await page.goto(
    '/payment/response?status=FAILED&message=Card%20expired&order_id=3f2a9c1e-1111-4111-8111-111111111111',
  );
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByText('Card expired')).toBeVisible();
  await page.goto('/payment/response');
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByText('Payment processing error')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Payment Again' })).toHaveCount(0);
});

test('the payment test page pays a sample order by card in the sandbox', async ({
  page,
  baseURL,
}) => {
  const { email } = await createAccount(baseURL!);
  await signIn(page, email);
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/sandbox\/card\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Card Payment')).toBeVisible();
});
