import path from 'node:path';
import type { BankDetails, ShopSettingsAnswer } from '@avstore/core';
import { createAdmin } from '../support/accounts';
import { addToCart } from '../support/checkout';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin } from '../support/orders';

// Issue #28: a school's purchasing officer asks for a quotation, the owner prices it and sends it,
// the officer accepts it and orders at the quoted prices, paying by bank transfer with a slip.

const BANK: BankDetails = {
  bank: 'Commercial Bank of Ceylon',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000 2345 6789',
};
const SLIP = path.join(import.meta.dirname, '../fixtures/blue.jpg');

/** The shop's bank account set in its settings; gives the undoing. */
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

/** A day two weeks on, YYYY-MM-DD. */
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

test("a school's purchasing officer requests a quotation, the owner sends it, the officer accepts it and pays by bank transfer", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.slow();
  const restore = await withBankDetails(baseURL!, BANK);
  try {
    const product = await createProduct({ name: `Hall Speaker ${Date.now()}`, price: 95000 });
    await login();
    await addToCart(page, product.name);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Request a quotation' }).click();
    await page.getByLabel('Organisation').fill('Royal College Colombo');
    await page.getByLabel('Purchase-order reference (optional)').fill('PO-2026-118');
    await page.getByLabel('Note to the shop (optional)').fill('Two for the assembly hall.');
    await page.getByRole('button', { name: 'Request quotation' }).click();
    await page.waitForURL(/\/account\/quotations\/[0-9a-f-]{36}$/);
    const quotationId = page.url().split('/').pop()!;
    await expect(page.getByText('Requested')).toBeVisible();

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    try {
      await login('admin', owner);
      await owner.goto('/admin/quotations');
      await owner.getByRole('link', { name: `Q-${quotationId.slice(0, 8).toUpperCase()}` }).click();
      const price = owner.getByLabel('Line 1 unit price');
      await price.fill('80000');
      await owner.getByLabel('Valid until').fill(inTwoWeeks());
      await owner.getByRole('button', { name: 'Save' }).click();
      await expect(owner.getByRole('status')).toHaveText('Saved.');
      await owner.getByRole('button', { name: 'Send to the buyer' }).click();
      await expect(owner.getByRole('status')).toHaveText('Sent to the buyer.');
    } finally {
      await ownerContext.close();
    }

    await page.reload();
    await expect(page.getByRole('table')).toContainText(/80,000\.00/);
    await page.getByRole('button', { name: 'Accept quotation' }).click();
    await page.getByLabel('First name').fill('Dilani');
    await page.getByLabel('Last name').fill('Jayasuriya');
    await page.getByLabel('Phone').fill('0771234567');
    await expect(page.getByLabel('Bank transfer')).toBeChecked();
    await page.getByRole('button', { name: 'Place order at the quoted prices' }).click();

    await page.waitForURL(/\/payment\/success\?orderId=/);
    const steps = page.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(steps).toContainText(/Transfer LKR\s80,000\.00 to our account below/);
    await steps.getByLabel('Payment slip').setInputFiles(SLIP);
    await steps.getByRole('button', { name: 'Upload slip' }).click();
    await expect(steps.getByText('Being checked')).toBeVisible();

    // The catalogue's price stays the shop's.
    const res = await fetch(`${baseURL}/api/products/${product.id}`);
    expect(((await res.json()) as { price: number }).price).toBe(95000);
  } finally {
    await restore();
  }
});
