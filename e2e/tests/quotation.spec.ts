import path from 'node:path';
import type { Page } from '@playwright/test';
import { QUOTED_ORDER_TEXTS } from '@avstore/core';
import { BANK, withBankAccount } from '../support/bank-details';
import { addToCart } from '../support/checkout';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';

// Issue #28: a school's purchasing officer asks for a quotation, the owner prices it, adds the
// installation and sends it, the officer accepts it and orders it delivered at the quoted prices,
// paying by bank transfer with a slip; the owner verifies the slip and the order is confirmed.

const SLIP = path.join(import.meta.dirname, '../fixtures/blue.jpg');
const INSTALLATION = 'Installation and tuning in the hall';

/** A day two weeks on, YYYY-MM-DD. */
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** The page at a phone's width and at a laptop's, nothing wider than the screen. */
async function shots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("a school's purchasing officer requests a quotation, the owner adds the installation and sends it, the officer orders it delivered and pays by bank transfer; the owner verifies it", async ({
  page,
  login,
  browser,
  baseURL,
}, testInfo) => {
  // Two people, two browsers, a quotation, an order, an upload and the back office.
  test.slow();
  await withBankAccount(baseURL!);
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
    await owner.getByLabel('Line 1 unit price').fill('80000');
    await owner.getByRole('button', { name: "Add a line of the shop's own" }).click();
    await owner.getByLabel('Line 2 item').fill(INSTALLATION);
    await owner.getByLabel('Line 2 unit price').fill('15000');
    await owner.getByLabel('Valid until').fill(inTwoWeeks());
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByRole('status')).toHaveText('Saved.');
    await owner.getByRole('button', { name: 'Send to the buyer' }).click();
    await expect(owner.getByRole('status')).toHaveText('Sent to the buyer.');
  } finally {
    await ownerContext.close();
  }

  await page.reload();
  const lines = page.getByRole('table');
  await expect(lines).toContainText(/80,000\.00/);
  await expect(lines).toContainText(INSTALLATION);
  await expect(lines).toContainText(/95,000\.00/);
  await page.getByRole('button', { name: 'Accept quotation' }).click();
  const form = page.getByRole('form', { name: QUOTED_ORDER_TEXTS.title });
  await expect(form).toContainText(QUOTED_ORDER_TEXTS.deliveryQuoted);
  await form.getByRole('radio', { name: 'Delivery' }).check();
  await form.getByLabel('First name').fill('Dilani');
  await form.getByLabel('Last name').fill('Jayasuriya');
  await form.getByLabel('Phone').fill('0771234567');
  await form.getByRole('combobox', { name: 'District' }).selectOption('Colombo');
  await form.getByLabel('City').fill('Colombo 07');
  await form.getByLabel('Address').fill('Royal College, Rajakeeya Mawatha');
  const payment = form.getByRole('group', { name: 'Payment method' });
  await expect(payment.getByRole('radio')).toHaveCount(4);
  await expect(payment.getByRole('radio').first()).toHaveAccessibleName('Bank transfer');
  await expect(payment.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  await expect(form.getByRole('region', { name: 'Pay by bank transfer' })).toContainText(
    BANK.accountNumber,
  );
  await shots(page, 'quoted-order', (name) => testInfo.outputPath(name));
  await form.getByRole('button', { name: QUOTED_ORDER_TEXTS.place }).click();

  await page.waitForURL(/\/payment\/success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const reference = orderId.slice(0, 8).toUpperCase();
  const steps = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(steps).toContainText(/Transfer LKR\s95,000\.00 to our account below/);
  await expect(steps).toContainText(`Quote ${reference} as the reference`);
  await steps.getByLabel('Payment slip').setInputFiles(SLIP);
  await steps.getByRole('button', { name: 'Upload slip' }).click();
  await expect(steps.getByText('Being checked')).toBeVisible();

  // The owner finds the money in the account and verifies the slip.
  const verifierContext = await browser.newContext();
  const verifier = await verifierContext.newPage();
  try {
    await login('admin', verifier);
    await verifier.goto('/admin/orders');
    const waiting = verifier.getByRole('region', { name: /Payment slips to check/ });
    await waiting.getByRole('link', { name: `#${reference}` }).click();
    const items = verifier.getByRole('region', { name: 'Items' });
    await expect(items).toContainText(product.name);
    await expect(items).toContainText(INSTALLATION);
    const slips = verifier.getByRole('region', { name: 'Payment slips' });
    await expect(slips).toContainText(/Bank transfer of LKR\s95,000\.00/);
    await slips.getByRole('button', { name: 'Verify payment' }).click();
    const ask = verifier.getByRole('dialog', { name: 'Verify this payment?' });
    await ask.getByRole('button', { name: 'Verify payment' }).click();
    await expect(slips.getByText('Verified')).toBeVisible();
    await expect(verifier.getByRole('heading', { name: /Order #/ })).toContainText('Confirmed');
  } finally {
    await verifierContext.close();
  }

  // The officer sees it confirmed, the installation among its lines, delivered to the school.
  await page.goto('/profile');
  const card = page.getByRole('article', { name: `Order #${reference}` });
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: `View Order Details for Order #${reference}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(INSTALLATION);
  await expect(details).toContainText('Colombo 07');
  await expect(details.getByText('Verified')).toBeVisible();

  // The catalogue's price stays the shop's.
  const res = await fetch(`${baseURL}/api/products/${product.id}`);
  expect(((await res.json()) as { price: number }).price).toBe(95000);
});
