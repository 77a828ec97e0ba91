import { expect, test } from '@playwright/test';
import { collectAlerts, createAccount, signIn } from '../support/accounts';
import {
  checkOut,
  expectOnProvider,
  freePort,
  recordCspViolations,
  startLivePayments,
  type LivePayments,
} from '../support/live-payments';

/**
 * Live mode across origins: a second store with PAYMENT_MODE=live pays through the payment
 * sandboxes served on origins of their own, so its real Content-Security-Policy is in force.
 */
const storePort = await freePort();
test.use({ baseURL: `http://127.0.0.1:${storePort}` });
// One store for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let live: LivePayments;
const product = `Live Speaker ${Date.now()}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  live = await startLivePayments(storePort);
  await live.addProduct(product, 75_000);
});
test.afterAll(async () => {
  await live?.stop();
});

test.beforeEach(async ({ page, baseURL }) => {
  collectAlerts(page);
  const { email } = await createAccount(baseURL!);
  await signIn(page, email);
});

test("card, approved on the gateway's own origin: Payment Successful", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await checkOut(page, product, 'Card');
  await expectOnProvider(page, live.cardOrigin, violations);
  await expect(page.getByText('LKR 75,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText('Card Payment')).toBeVisible();
  expect(violations).toEqual([]);
  // Exactly the providers' origins, nothing more.
  const csp = (await page.request.get('/checkout')).headers()['content-security-policy'];
  expect(csp).toContain(`script-src 'self' ${live.cardOrigin};`);
  expect(csp).toContain(`form-action 'self' ${live.cardOrigin} ${live.kokoOrigin};`);
});

test("card, declined on the gateway's own origin: the failed page", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await checkOut(page, product, 'Card');
  await expectOnProvider(page, live.cardOrigin, violations);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Your card payment was declined.')).toBeVisible();
  expect(violations).toEqual([]);
});

test("KOKO, approved on KOKO's own origin: Payment Successful", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await checkOut(page, product, 'KOKO');
  await expectOnProvider(page, live.kokoOrigin, violations);
  await expect(page.getByText('LKR 75,000.00')).toBeVisible();
  // KOKO's page lists the three instalments, which add up to the total.
  await expect(page.getByRole('cell', { name: 'LKR 25,000.00' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  expect(violations).toEqual([]);
});

test("KOKO, declined on KOKO's own origin: the failed page", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await checkOut(page, product, 'KOKO');
  await expectOnProvider(page, live.kokoOrigin, violations);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await page.waitForURL(/\/payment\/failed/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Payment Again' })).toBeVisible();
  expect(violations).toEqual([]);
});
