import path from 'node:path';
import type { Page } from '@playwright/test';
import type { BankDetails, ShopSettingsAnswer } from '@avstore/core';
import { createAdmin } from '../support/accounts';
import { addToCart } from '../support/checkout';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin } from '../support/orders';

// Issue #28: a school's purchasing officer pays by bank transfer and sends the slip; the shop
// finds the money in its account and verifies it; the officer sees the order confirmed.

const BANK: BankDetails = {
  bank: 'Commercial Bank of Ceylon',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000 2345 6789',
};
const SLIP = path.join(import.meta.dirname, '../fixtures/blue.jpg');

/** The shop's bank account set in its settings, as the owner saves them; gives the undoing. */
async function withBankDetails(baseURL: string, bank: BankDetails) {
  const owner = await createAdmin(baseURL);
  const token = await apiLogin(baseURL, owner.email, owner.password);
  const save = async (value: BankDetails | null) => {
    const res = await fetch(`${baseURL}/api/admin/settings`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { updatedAt: _updatedAt, ...settings } = (await res.json()) as ShopSettingsAnswer;
    const saved = await fetch(`${baseURL}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...settings, bank: value }),
    });
    expect(saved.status).toBe(200);
    return settings.bank;
  };
  const before = await save(bank);
  return () => save(before);
}

/** The page at a phone's width and at a laptop's, kept with the test's results. */
async function shots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a shopper pays by bank transfer and sends the slip; the owner verifies it; the order is confirmed', async ({
  page,
  login,
  browser,
  baseURL,
}, testInfo) => {
  // Two people, two browsers, a checkout, an upload and the back office.
  test.slow();
  const restore = await withBankDetails(baseURL!, BANK);
  try {
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
    // The upload's thanks, and the panel's own word once it has read the slip back.
    await expect(
      steps
        .getByRole('status')
        .filter({ hasText: /we have your slip/i })
        .first(),
    ).toBeVisible();
    await expect(steps.getByText('Being checked')).toBeVisible();

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
  } finally {
    await restore();
  }
});
