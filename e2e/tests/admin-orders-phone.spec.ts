import type { CreateOrderRequest, CreateOrderResponse } from '@avstore/core';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiLogin } from '../support/orders';

// Issue #27: the back office's orders screen on the shop's phone, and finding an order by phone.

/** A mobile number no other test uses, as a shopper might type it: '071 234 5678'. */
function uniqueMobile(): { typed: string; digits: string } {
  const rest = String(Date.now() % 100_000_000).padStart(8, '0');
  const digits = `71${rest.slice(0, 7)}`;
  return { typed: `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, digits };
}

test('the orders screen on a 390 px phone shows cards without sideways scrolling, and a search by phone finds the order', async ({
  browser,
  baseURL,
  account: shopper,
  login,
}, testInfo) => {
  test.slow();
  const product = await createProduct({ name: `Phone Search Mixer ${Date.now()}`, price: 18000 });
  const mobile = uniqueMobile();
  const token = await apiLogin(baseURL!, shopper.email, shopper.password);
  const body: CreateOrderRequest = {
    customer: {
      email: shopper.email,
      firstName: 'Sanduni',
      lastName: 'Jayawardena',
      phone: mobile.typed,
      promoCodeList: [],
    },
    items: [{ id: product.id, name: product.name, price: 18000, quantity: 1 }],
    total: 18000,
    deliveryMethod: 'pickup',
    paymentMethod: 'cash',
  };
  const placed = await fetch(`${baseURL}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(placed.status).toBe(201);
  const orderId = ((await placed.json()) as CreateOrderResponse).id;
  const reference = `#${orderId.slice(0, 8).toUpperCase()}`;

  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await login('admin', page);
  await page.goto('/admin/orders');
  const cards = page.getByRole('list', { name: 'Orders' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeHidden();
  await expect(cards.getByRole('listitem').first()).toBeVisible();

  // Another way of writing the same number finds it: +94 and the nine digits.
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(`+94 ${mobile.digits.slice(0, 2)} ${mobile.digits.slice(2)}`);
  await search.press('Enter');
  const card = cards.getByRole('link', { name: new RegExp(reference) });
  await expect(card).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(card).toContainText('Sanduni Jayawardena');
  await expect(card).toContainText(`+94${mobile.digits}`);
  await expect(card).toContainText('Store pickup');
  await expect(card).toContainText('Pending');

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  const box = await card.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: testInfo.outputPath('orders-phone.png'), fullPage: true });

  await card.click();
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${reference}`) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-phone.png'), fullPage: true });

  const laptop = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await login('admin', laptop);
  await laptop.goto(`/admin/orders?q=${encodeURIComponent(mobile.typed)}`);
  const table = laptop.getByRole('table', { name: 'Orders' });
  await expect(table).toBeVisible();
  await expect(laptop.getByRole('list', { name: 'Orders' })).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(reference) })).toContainText(
    'Store pickup',
  );
  await laptop.screenshot({ path: testInfo.outputPath('orders-laptop.png'), fullPage: true });
});
