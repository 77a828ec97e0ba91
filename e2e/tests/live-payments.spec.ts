import { collectAlerts } from '../support/accounts';
import { placePickupOrder } from '../support/checkout';
import { expect, test as base } from '../support/fixtures';
import {
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

const test = base.extend<{ pay: (method: 'Card' | 'KOKO') => Promise<void> }>({
  /**
   * Signs a shopper of the test's own in; `pay` orders the product and goes to the provider's page
   * on its own origin. No Content-Security-Policy violation on any origin, checked at the end.
   */
  pay: async ({ page, login }, use) => {
    collectAlerts(page);
    const violations = await recordCspViolations(page);
    await login();
    await use(async (method) => {
      await placePickupOrder(page, product, method);
      const origin = method === 'Card' ? live.cardOrigin : live.kokoOrigin;
      await expectOnProvider(page, origin, violations);
    });
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

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

test("card, approved on the gateway's own origin: Payment Successful", async ({ page, pay }) => {
  await pay('Card');
  await expect(page.getByText('LKR 75,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText('Card Payment')).toBeVisible();
  // Exactly the providers' origins, nothing more.
  const csp = (await page.request.get('/checkout')).headers()['content-security-policy'];
  expect(csp).toContain(`script-src 'self' ${live.cardOrigin};`);
  expect(csp).toContain(`form-action 'self' ${live.cardOrigin} ${live.kokoOrigin};`);
});

test("KOKO, approved on KOKO's own origin: Payment Successful", async ({ page, pay }) => {
  await pay('KOKO');
  // KOKO's page lists the three instalments, which add up to the total.
  await expect(page.getByRole('cell', { name: 'LKR 25,000.00' })).toHaveCount(3);
  await expect(page.getByText('LKR 75,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
});

for (const [method, says] of [
  ['Card', 'Your card payment was declined.'],
  ['KOKO', /KOKO payment/],
] as const) {
  test(`${method}, declined on the provider's own origin: the failed page`, async ({
    page,
    pay,
  }) => {
    await pay(method);
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await page.waitForURL(/\/payment\/failed/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: says })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Payment Again' })).toBeVisible();
  });
}
