import { expect, test } from '../support/fixtures';

test('About Us expands and only one policy is open at a time', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/About/);
  const more = page.getByRole('button', { name: 'Read more' });
  await more.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const refund = page.getByRole('button', { name: 'Refund Policy' });
  const privacy = page.getByRole('button', { name: 'Privacy Policy' });
  const terms = page.getByRole('button', { name: 'Terms and Conditions' });
  await refund.click();
  await expect(refund).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/within 7 days/)).toBeVisible();
  await expect(page.getByText(/within 5 days/)).toBeVisible();
  await expect(page.getByText(/about 10 business days/)).toBeVisible();

  await privacy.click();
  await expect(privacy).toHaveAttribute('aria-expanded', 'true');
  await expect(refund).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/within 7 days/)).toBeHidden();

  await terms.click();
  await expect(terms).toHaveAttribute('aria-expanded', 'true');
  await expect(privacy).toHaveAttribute('aria-expanded', 'false');
  await terms.click();
  await expect(terms).toHaveAttribute('aria-expanded', 'false');
});
