import { expect, type Page } from '@playwright/test';

/** Finds a product in the shop by its name and puts one unit in the cart. */
export async function addToCart(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Add to Cart ${name}`, exact: true }).click();
}

/** Puts one unit in the cart and places a pickup order paid by `method`. */
export async function placePickupOrder(
  page: Page,
  productName: string,
  method: 'Card' | 'KOKO' | 'Cash',
) {
  await addToCart(page, productName);
  await page.goto('/checkout');
  await page.getByLabel('Store pickup').check();
  await page.getByLabel('Email', { exact: true }).fill('collector@example.lk');
  await page.getByLabel('First name').fill('Dilani');
  await page.getByLabel('Last name').fill('Jayasuriya');
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel(method, { exact: true }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/** After a promo code is accepted: the dialog closes, the shopper is told, the product says so. */
export async function expectPromoApplied(
  page: Page,
  alerts: string[],
  productName: string,
  percent: number,
) {
  await expect(page.getByRole('dialog', { name: 'Apply Promo Code' })).toBeHidden();
  expect(alerts).toEqual([
    `Promo code applied! You saved ${percent}%. Product added to cart with discount.`,
  ]);
  await expect(
    page.getByRole('button', { name: `Already Applied for ${productName}` }),
  ).toBeDisabled();
}
