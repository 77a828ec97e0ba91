import path from 'node:path';
import { BANK_CONFIRMATION_MESSAGES } from '@avstore/core';
import { createAccount } from '../support/accounts';
import { withBankAccount } from '../support/bank-details';
import { addToCart } from '../support/checkout';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin, orderRequest } from '../support/orders';
import { shots } from '../support/screenshots';

// Issue #28: a school's purchasing officer pays by bank transfer and sends the slip; the shop
// finds the money in its account and verifies it; the officer sees the order confirmed.

const SLIP = path.join(import.meta.dirname, '../fixtures/blue.jpg');

test('a shopper pays by bank transfer and sends the slip; the owner verifies it; the order is confirmed', async ({
  page,
  login,
  browser,
  baseURL,
}, testInfo) => {
  // Two people, two browsers, a checkout, an upload and the back office.
  test.slow();
  await withBankAccount(baseURL!);
  const product = await createProduct({
    name: `School Hall Column ${Date.now()}`,
    price: 185000,
  });
  await login();
  await addToCart(page, product.name);
  await page.goto('/checkout');
  await page.getByLabel('Store pickup').check();
  await page.getByLabel('First name').fill('Dilani');
  await page.getByLabel('Last name').fill('Jayasuriya');
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel('Bank transfer', { exact: true }).check();
  const note = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(note).toContainText('1000 2345 6789');
  await expect(note).toContainText('We hold your items for 3 days');
  await shots(page, 'checkout', (name) => testInfo.outputPath(name));
  await page.getByRole('button', { name: 'Place Order' }).click();

  await page.waitForURL(/\/payment\/success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const reference = orderId.slice(0, 8).toUpperCase();
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(steps).toContainText(/Transfer LKR\s185,000\.00 to our account below/);
  await expect(steps).toContainText(`Quote ${reference} as the reference`);
  await expect(steps).toContainText('Commercial Bank of Ceylon');
  await shots(page, 'success', (name) => testInfo.outputPath(name));

  await steps.getByLabel('Payment slip').setInputFiles(SLIP);
  await steps.getByRole('button', { name: 'Upload slip' }).click();
  // The upload's thanks, said once.
  await expect(steps.getByRole('status')).toHaveText(/we have your slip/i);
  await expect(steps.getByText('Being checked')).toBeVisible();
  await shots(page, 'slip-sent', (name) => testInfo.outputPath(name));

  // The owner, in a browser of their own.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  try {
    await login('admin', owner);
    await owner.goto('/admin/orders');
    const waiting = owner.getByRole('region', { name: /Payment slips to check/ });
    await waiting.getByRole('link', { name: `#${reference}` }).click();
    const slips = owner.getByRole('region', { name: 'Payment slips' });
    await expect(slips).toContainText(/Bank transfer of LKR\s185,000\.00/);
    await slips.getByRole('button', { name: 'Open blue.jpg' }).click();
    const preview = owner.getByRole('dialog', { name: 'blue.jpg' });
    await expect(preview.getByRole('img', { name: 'Payment slip blue.jpg' })).toBeVisible();
    await preview.getByRole('button', { name: /close/i }).click();
    await shots(owner, 'admin-order', (name) => testInfo.outputPath(name));
    await slips.getByRole('button', { name: 'Verify payment' }).click();
    const ask = owner.getByRole('dialog', { name: 'Verify this payment?' });
    await ask.getByRole('button', { name: 'Verify payment' }).click();
    await expect(slips.getByText('Verified')).toBeVisible();
    await expect(owner.getByRole('heading', { name: /Order #/ })).toContainText('Confirmed');
  } finally {
    await ownerContext.close();
  }

  // The shopper sees it confirmed, in the order history and on the order.
  await page.goto('/profile');
  const card = page.getByRole('article', { name: `Order #${reference}` });
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: `View Order Details for Order #${reference}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(
    details.getByText('We have received your payment by bank transfer. Thank you.'),
  ).toBeVisible();
  await expect(details.getByText('Verified')).toBeVisible();
  await shots(page, 'order-details', (name) => testInfo.outputPath(name));
});

test('the owner confirms a bank transfer that came without a slip only with its reference on the statement', async ({
  page,
  login,
  baseURL,
}, testInfo) => {
  await withBankAccount(baseURL!);
  const product = await createProduct({ name: `Church PA ${Date.now()}`, price: 96000 });
  const buyer = await createAccount(baseURL!);
  const placed = await fetch(`${baseURL}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await apiLogin(baseURL!, buyer.email, buyer.password)}`,
    },
    body: JSON.stringify({
      ...orderRequest([{ ...product, price: 96000 }]),
      paymentMethod: 'bank_transfer',
    }),
  });
  expect(placed.status).toBe(201);
  const { id } = (await placed.json()) as { id: string };

  await login('admin');
  await page.goto(`/admin/orders/${id}`);
  await page
    .getByRole('region', { name: 'Status actions' })
    .getByRole('button', { name: 'Confirm order' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm a bank transfer' });
  await expect(dialog).toContainText(BANK_CONFIRMATION_MESSAGES.verifySlip);
  await dialog.getByRole('button', { name: 'Record payment and confirm' }).click();
  await expect(dialog).toContainText(BANK_CONFIRMATION_MESSAGES.referenceRequired);
  await shots(page, 'statement-dialog', (name) => testInfo.outputPath(name));
  await dialog.getByLabel('Reference on the bank statement').fill('CEFT 20261127 884312');
  await dialog.getByRole('button', { name: 'Record payment and confirm' }).click();
  await expect(page.getByRole('heading', { name: /Order #/ })).toContainText('Confirmed');
  await expect(page.getByRole('table', { name: 'Payment attempts' })).toContainText('Paid');
});
