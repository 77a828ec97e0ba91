import type { Page } from '@playwright/test';
import { collectAlerts } from '../support/accounts';
import { addToCart, expectPromoApplied } from '../support/checkout';
import { createProduct, db } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin, apiOrder } from '../support/orders';

async function fillDetails(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill('buyer@example.lk');
  await page.getByLabel('First name').fill('Kamal');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Phone').fill('+94 71 555 1234');
}

test('apply a promo code: wrong, right, then already applied', async ({ page, login }) => {
  const alerts = collectAlerts(page);
  const product = await createProduct({
    name: `Promo Sub ${Date.now()}`,
    price: 40000,
    promo: { code: 'BASS10', percent: 10 },
  });

  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `for ${product.name}` }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login();
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `for ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Promo Code' });
  const apply = dialog.getByRole('button', { name: 'Apply Code' });
  await expect(apply).toBeDisabled();
  await dialog.getByLabel('Promo code').fill('   ');
  await expect(apply).toBeDisabled();
  await dialog.getByLabel('Promo code').fill('bass20');
  await apply.click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid promo code. Please try again.');
  await dialog.getByLabel('Promo code').fill(' bass10 ');
  await expect(dialog.getByLabel('Promo code')).toHaveValue(' BASS10 ');
  await apply.click();
  await expectPromoApplied(page, alerts, product.name, 10);
  await expect(
    page.getByRole('button', { name: `Already Applied for ${product.name}` }),
  ).toContainText('Already Applied');

  await page.goto('/cart');
  await expect(page.getByText('Promo BASS10: 10% off')).toBeVisible();
  await expect(page.getByText('Order Total:')).toContainText('36,000.00');
});

test('check out for pickup and for delivery with cash, then see both in the order history', async ({
  page,
  login,
}) => {
  collectAlerts(page);
  const tag = Date.now();
  const mixer = await createProduct({
    name: `Checkout Mixer ${tag}`,
    price: 30000,
    promo: { code: 'MIXER10', percent: 10 },
    stock: 5,
  });
  const cable = await createProduct({ name: `Checkout Cable ${tag}`, price: 4500, stock: 50 });
  await login();

  // Pickup, with a promo: 2 x Rs. 30,000 at 10% off = Rs. 54,000.
  await page.goto(`/shop?q=${encodeURIComponent(mixer.name)}`);
  await page.getByRole('button', { name: `for ${mixer.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Apply Promo Code' })
    .getByLabel('Promo code')
    .fill('MIXER10');
  await page.getByRole('button', { name: 'Apply Code' }).click();
  await page.getByRole('button', { name: `Add to Cart ${mixer.name}`, exact: true }).click();
  await page.goto('/checkout');
  await expect(page.getByLabel('First name')).toBeHidden();
  await page.getByLabel('Store pickup').check();
  await expect(page.getByLabel('Address', { exact: true })).toBeHidden();
  await fillDetails(page);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('54,000.00');
  await expect(page.getByLabel('Cash')).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  // Nothing is paid yet for a cash order (docs/product.md §17).
  await expect(page.getByText('Order Placed!')).toBeVisible();
  await expect(page.getByText('Cash at pickup')).toBeVisible();
  await expect(page.getByText('54,000.00').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  // Delivery: 3 cables = Rs. 13,500.
  for (let i = 0; i < 3; i++) await addToCart(page, cable.name);
  await page.goto('/checkout');
  await page.getByLabel('Delivery', { exact: true }).check();
  await expect(page.getByLabel('Country')).toHaveValue('Sri Lanka');
  await expect(page.getByLabel('Postcode (optional)')).toHaveValue('');
  await fillDetails(page);
  await page.getByLabel('District').selectOption('Kandy');
  await page.getByLabel('Address', { exact: true }).fill('21 Lake Drive');
  await page.getByLabel('City').fill('Kandy');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/payment\/success\?orderId=/);
  await expect(page.getByText('21 Lake Drive')).toBeVisible();
  await expect(page.getByText('Kandy')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByText('Showing 1-2 of 2 orders')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.nth(0)).toContainText('Rs. 13,500');
  await expect(cards.nth(1)).toContainText('Rs. 54,000');
  await cards.nth(1).getByRole('button', { name: 'View Order Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(mixer.name);
  await expect(details).toContainText('MIXER10');
  await expect(details).toContainText('Applied Promotions');
  await expect(details).toContainText(mixer.id.slice(0, 8));

  // The promo stays used after the cart is gone.
  await page.keyboard.press('Escape');
  await page.goto(`/shop?q=${encodeURIComponent(mixer.name)}`);
  await expect(
    page.getByRole('button', { name: `Already Applied for ${mixer.name}` }),
  ).toBeDisabled();
});

test('page through more than 6 orders', async ({ page, baseURL, account, login }) => {
  const token = await apiLogin(baseURL!, account.email, account.password);
  const product = await createProduct({
    name: `Pager Cable ${Date.now()}`,
    price: 1000,
    stock: 100,
  });
  for (let i = 0; i < 8; i++) {
    const id = await apiOrder(baseURL!, token, [{ ...product, price: 1000 }]);
    // The shop confirms each: one account holds at most 5 unconfirmed orders.
    await db().query("UPDATE orders SET status = 'confirmed' WHERE id = $1", [id]);
  }
  await login(account);
  await page.goto('/profile');
  await expect(page.getByText('Showing 1-6 of 8 orders')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 7-8 of 8 orders')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('Showing 1-6 of 8 orders')).toBeVisible();
});

test('a visitor at checkout is told to sign in and sent to /login', async ({ page }) => {
  const alerts = collectAlerts(page);
  const product = await createProduct({ name: `Visitor Mic ${Date.now()}` });
  await addToCart(page, product.name);
  await page.goto('/checkout');
  await expect(page.getByRole('note')).toContainText('You must be logged in to place an order.');
  await page.getByLabel('Store pickup').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(alerts).toEqual(['You must be logged in to place an order.']);
});

test('checkout shows its validation messages', async ({ page, login }) => {
  const product = await createProduct({ name: `Validation Mic ${Date.now()}` });
  await login();
  await addToCart(page, product.name);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await page.getByLabel('Delivery', { exact: true }).check();
  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Place Order' }).click();
  // E-mail, first and last name, phone, address and city; the country has its default, the
  // district its own message, and a postcode is optional in Sri Lanka.
  await expect(page.getByText('This field is required')).toHaveCount(6);
  await expect(page.getByText('Please choose a district')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('buyer@nowhere');
  await page.getByLabel('Phone').fill('call me');
  await page.getByLabel('Postcode (optional)').fill('123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByText('Please enter a Sri Lankan mobile number, such as 077 123 4567'),
  ).toBeVisible();
  await expect(page.getByText('A postcode has 5 digits, such as 10350')).toBeVisible();
  // Abroad, the free-text form and its messages as before.
  await page.getByLabel('Country').selectOption('India');
  await expect(page.getByLabel('District')).toBeHidden();
  await page.getByLabel('Zip code').fill('');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByLabel('Zip code')).toHaveAccessibleDescription('This field is required');
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the profile page sends a visitor to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
