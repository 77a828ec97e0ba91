import fs from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';
import { newEmail, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** The invitation link mailed to `email`, read from the store's outbox as its .eml. */
async function mailedInvitation(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  for (const file of (await fs.readdir(outbox)).sort().reverse()) {
    const text = (await fs.readFile(path.join(outbox, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=');
    if (!text.includes(`To: ${email}`)) continue;
    const link = /https?:\/\/\S+\/staff\/accept#token=[A-Za-z0-9_-]+/.exec(text);
    if (link) return link[0];
  }
  throw new Error(`no invitation was mailed to ${email}`);
}

test('the owner invites a staff member, who accepts and runs orders, not the settings', async ({
  browser,
  page,
  login,
}, testInfo) => {
  // Two people, four screens and a password hashed twice: more than one page's worth of time.
  test.setTimeout(90_000);
  await login('admin');
  await page.goto('/admin/staff');
  const email = newEmail();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const invitations = page.getByRole('region', { name: 'Open invitations' });
  await expect(invitations.getByText(email)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('staff-screen-laptop.png'), fullPage: true });

  const staff = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await staff.goto(await mailedInvitation(email));
  await expect(staff.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
  await expect(staff.getByText(email)).toBeVisible();
  await staff.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await staff.getByLabel('Repeat the password').fill(PASSWORD);
  await staff.screenshot({ path: testInfo.outputPath('staff-accept-phone.png'), fullPage: true });
  await staff.getByRole('button', { name: 'Join the staff' }).click();
  await expect(staff.getByText('Welcome to the staff')).toBeVisible();

  // On a laptop, the account menu leads to the back office.
  await staff.setViewportSize({ width: 1366, height: 768 });
  await staff.getByRole('button', { name: 'Account menu' }).click();
  await staff.getByRole('link', { name: 'Back office', exact: true }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  const nav = staff.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const owners of ['Settings', 'Promotions', 'Delivery', 'Staff', 'Audit log'])
    await expect(nav.getByRole('link', { name: owners, exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('staff-orders-laptop.png') });

  await staff.goto('/admin/promotions');
  await expect(staff.getByRole('heading', { name: 'For the owner' })).toBeVisible();

  // The owner sees the new member, and may remove them.
  await page.reload();
  const members = page.getByRole('region', { name: 'Staff members' });
  await expect(members.getByText(email)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('staff-screen-phone.png'), fullPage: true });
  await members.getByRole('button', { name: `Remove ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByText(email)).toHaveCount(0);
});
