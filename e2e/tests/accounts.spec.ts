import type { Page } from '@playwright/test';
import { collectAlerts, newEmail, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** Opens the modal at `path` and sends it empty: it asks for every field. Its dialog and button. */
async function sendEmpty(page: Page, path: string, dialogName: string, buttonName: string) {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: dialogName });
  const submit = dialog.getByRole('button', { name: buttonName });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
  return { dialog, submit };
}

test('sign up, sign in, see View Orders and Logout; Logout clears storage and ends the sign-in on the server', async ({
  page,
  request,
}) => {
  const alerts = collectAlerts(page);
  const email = newEmail();
  await page.goto('/signup');
  const signup = page.getByRole('dialog', { name: 'Welcome Sign Up' });
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/login');
  expect(alerts).toEqual(['Your account has been created. Please sign in.']);

  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Show password' }).click();
  await expect(login.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
  }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.user).toMatchObject({ email, role: 'customer' });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'View Orders' })).toBeVisible();
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await signedOut).status()).toBe(200);
  // A copy of the token is worth nothing now (issue #23).
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${stored.token}` },
  });
  expect(me.status()).toBe(401);
});

test('the sign-in modal shows its validation and failure messages', async ({ page, account }) => {
  const { dialog, submit } = await sendEmpty(page, '/login', 'Welcome Back', 'Sign In');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('whatever');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(dialog.getByLabel('Remember me')).toBeVisible();
  await dialog.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Sign Up' })).toBeVisible();
});

test('the sign-up modal shows its validation and failure messages', async ({ page, account }) => {
  const alerts = collectAlerts(page);
  const { dialog, submit } = await sendEmpty(page, '/signup', 'Welcome Sign Up', 'Sign Up');
  await dialog.getByLabel('Email').fill('bad@');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
  await dialog.getByLabel('Email').fill(account.email);
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists');
  expect(alerts).toEqual(['Signup failed: An account with this email already exists']);
  await dialog.getByLabel('Email').fill(newEmail());
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await submit.click();
  await expect(dialog.getByRole('alert')).toContainText('Password must be 8 to 128 characters');
});

test('closing a modal by X or by the backdrop goes home', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Welcome Back' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signup');
  await expect(page.getByRole('dialog', { name: 'Welcome Sign Up' })).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/resetPassword');
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('reset a forgotten password from the modal to the new sign-in', async ({
  page,
  account: { email },
  login,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your email address');
  await dialog.getByLabel('Email').fill('nobody');
  await dialog.getByLabel('Email').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
  await dialog.getByLabel('Email').fill(newEmail());
  await dialog.getByLabel('Email').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('No account found with this email address');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Email').press('Enter');
  await expect(dialog.getByText('Reset Link Generated!')).toBeVisible();
  await expect(dialog).toContainText(email);
  await expect(dialog.getByRole('link', { name: 'Reset Password Now' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try with a different email' })).toBeVisible();

  await page.waitForURL(/\/resetPassword\/confirm#token=/);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be 8 to 128 characters');
  await page.getByLabel('New password', { exact: true }).fill('my new passphrase');
  await page.getByLabel('Repeat the new password').fill('my new passphrase!');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match');
  await page.getByLabel('Repeat the new password').fill('my new passphrase');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  const link = page.url();

  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await login({ email, password: 'my new passphrase' });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another passphrase');
  await page.getByLabel('Repeat the new password').fill('another passphrase');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid, expired or already used. Please ask for a new one.',
  );
});

test('send a message to the shop, with validation', async ({ page }) => {
  const alerts = collectAlerts(page);
  await page.goto('/contact');
  await expect(page.getByRole('main').getByText('Galle Road')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter a message')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Nimal Perera');
  await page.getByLabel('Email', { exact: true }).fill('nimal@');
  await page.getByLabel('Message', { exact: true }).fill('Do you have the Yamaha DM3 in stock?');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('nimal@example.lk');
  await send.click();
  await expect(page.getByRole('status')).toHaveText(
    "Message sent successfully! We'll get back to you soon.",
  );
  expect(alerts).toEqual(['Thank you, Nimal Perera! We have received your message.']);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});
