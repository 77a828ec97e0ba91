import { addToCart } from '../support/checkout';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';

// Issue #26, "A checkout that guides", as a shopper meets it on a phone and on a laptop.
const DEVICES = [
  ['390 px phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['1366 px laptop', { viewport: { width: 1366, height: 768 } }],
] as const;

for (const [size, device] of DEVICES) {
  test.describe(`on a ${size}`, () => {
    test.use(device);

    test('Place Order with a field at fault out of sight takes the shopper to it', async ({
      page,
      login,
    }) => {
      const product = await createProduct({ name: `Guided Speaker ${Date.now()}`, price: 45000 });
      await login();
      await addToCart(page, product.name);
      await page.goto('/checkout');
      await page.getByLabel('Delivery', { exact: true }).check();
      const email = page.getByLabel('Email', { exact: true });
      await email.fill('');
      await page.getByLabel('First name').fill('Nimal');
      await page.getByLabel('Last name').fill('Perera');
      await page.getByLabel('Phone').fill('077 123 4567');
      await page.getByLabel('District').selectOption('Colombo');
      await page.getByLabel('City').fill('Nugegoda');
      await page.getByLabel('Address', { exact: true }).fill('12 Temple Road');

      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      // Place Order at the top of the screen: the e-mail, far above it, is out of sight.
      await placeOrder.evaluate((button) => button.scrollIntoView({ block: 'start' }));
      await expect(placeOrder).toBeInViewport();
      await expect(email).not.toBeInViewport();
      await placeOrder.click();

      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();
      await expect(email).toHaveAccessibleDescription('This field is required');
      await expect(page.getByText('This field is required')).toBeInViewport();
      await expect(page).toHaveURL(/\/checkout$/);
    });

    test('a delivery abroad is refused with the message beside the country', async ({
      page,
      login,
    }) => {
      const product = await createProduct({ name: `Chennai Mixer ${Date.now()}`, price: 90000 });
      await login();
      await addToCart(page, product.name);
      await page.goto('/checkout');
      await page.getByLabel('Delivery', { exact: true }).check();
      const country = page.getByLabel('Country');
      // The spec's list of countries stays.
      await expect(country.getByRole('option')).toHaveCount(68);
      await country.selectOption('India');
      await expect(country).toHaveAccessibleDescription('We deliver only to Sri Lanka');
      await page.getByLabel('First name').fill('Arun');
      await page.getByLabel('Last name').fill('Kumar');
      await page.getByLabel('Phone').fill('+91 98765 43210');
      await page.getByLabel('Address', { exact: true }).fill('4 MG Road');
      await page.getByLabel('City').fill('Chennai');
      await page.getByLabel('Zip code').fill('600001');
      await page.getByLabel('Cash', { exact: true }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(country).toBeFocused();
      await expect(country).toBeInViewport();
      await expect(page.getByText('We deliver only to Sri Lanka')).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);

      // The server says the same to a caller that skips the page.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const res = await page.request.post('/api/orders', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          customer: {
            email: 'arun@example.in',
            firstName: 'Arun',
            lastName: 'Kumar',
            phone: '+91 98765 43210',
            country: 'India',
            address: '4 MG Road',
            city: 'Chennai',
            zipCode: '600001',
            deliveryMethod: 'delivery',
            paymentMethod: 'cash',
            promoCodeList: [],
          },
          items: [{ id: product.id, name: product.name, price: 90000, quantity: 1 }],
          total: 90000,
          deliveryMethod: 'delivery',
          paymentMethod: 'cash',
        },
      });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe('customer.country: We deliver only to Sri Lanka');

      // Back to Sri Lanka, the message goes, and the Indian postcode meets the Sri Lankan rule.
      await country.selectOption('Sri Lanka');
      await expect(page.getByText('We deliver only to Sri Lanka')).toBeHidden();
      await expect(page.getByLabel('Postcode (optional)')).toHaveAccessibleDescription(
        'A postcode has 5 digits, such as 10350',
      );
    });

    test("pickup shows the store's address and opening hours before the order", async ({
      page,
      login,
    }) => {
      const product = await createProduct({ name: `Pickup Monitor ${Date.now()}` });
      await login();
      await addToCart(page, product.name);
      await page.goto('/checkout');
      await page.getByLabel('Store pickup').check();
      const store = page.getByRole('region', { name: 'Collect your order from our store' });
      await expect(store).toContainText('No. 42, Galle Road, Colombo 03, Sri Lanka');
      await expect(store).toContainText('Monday to Saturday, 9.00 am to 6.00 pm');
    });
  });
}
