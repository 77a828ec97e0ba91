import { collectAlerts } from '../support/accounts';
import { placePickupOrder } from '../support/checkout';
import { createProduct, db, type CreatedProduct } from '../support/db';
import { expect, test as base } from '../support/fixtures';

/** A shopper of the test's own with a card order for a product of its own, on the hosted page. */
const test = base.extend<{ atCardPage: { product: CreatedProduct; email: string } }>({
  atCardPage: async ({ page, login }, use) => {
    const product = await createProduct({ price: 75000, stock: 3 });
    const { email } = await login();
    await placePickupOrder(page, product.name, 'Card');
    await page.waitForURL(/\/sandbox\/card\/pay\//);
    await use({ product, email });
  },
});

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
  atCardPage: { email },
}) => {
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
  atCardPage: { product, email },
}) => {
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
  login,
}) => {
  collectAlerts(page);
  const product = await createProduct({ name: `Koko Mixer ${Date.now()}`, price: 90000, stock: 5 });
  const { email } = await login();

  await placePickupOrder(page, product.name, 'KOKO');
  await page.waitForURL(/\/sandbox\/koko\//);
  await expect(page.getByText('LKR 90,000.00')).toBeVisible();
  // Its 3 instalments, each shown: Rs. 90,000 splits evenly.
  await expect(page.getByText('LKR 30,000.00')).toHaveCount(3);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText('Cash/KOKO Pay')).toBeVisible();

  await placePickupOrder(page, product.name, 'KOKO');
  await page.waitForURL(/\/sandbox\/koko\//);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByRole('link', { name: 'Try Payment Again' })).toBeVisible();
  const statuses = (await ordersOf(email)).map((o) => o.status).sort();
  expect(statuses).toEqual(['confirmed', 'pending']);
});

test('an unpaid card order is cancelled by the sweep and its stock comes back', async ({
  atCardPage: { product, email },
}) => {
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
  login,
}) => {
  await login();
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/sandbox\/card\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Card Payment')).toBeVisible();
});
