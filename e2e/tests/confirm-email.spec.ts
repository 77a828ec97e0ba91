import type { RegisterResponse } from '@avstore/core';
import { newEmail, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('an unconfirmed shopper is asked to confirm on the orders page; the mailed link confirms the address', async ({
  page,
  request,
  login,
}) => {
  const email = newEmail();
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  // The loopback store's outbox gives the link in the answer; the shopper finds it in the mail.
  const { confirmLink } = (await registered.json()) as RegisterResponse;

  // Signed in before the address is confirmed, as a shopper may.
  await login({ email, password: PASSWORD });
  await page.goto('/profile');
  const notice = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(notice).toContainText(email);
  await expect(notice).toContainText('Your order confirmations and receipts wait until then.');
  await notice.getByRole('button', { name: 'Send a new link' }).click();
  await expect(notice.getByRole('status')).toHaveText(
    `We sent a link to ${email}. Open it to confirm your email address.`,
  );

  await page.goto(new URL(confirmLink!).pathname + new URL(confirmLink!).hash);
  await expect(page.getByRole('status').first()).toContainText(
    'Your email address is confirmed. Thank you!',
  );
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: /order history/i })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);

  // The same link again: refused, with what to do.
  await page.goto(new URL(confirmLink!).pathname + new URL(confirmLink!).hash);
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is invalid, expired or already used. Please ask for a new one.',
  );
});
