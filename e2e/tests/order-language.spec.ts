import { addToCart } from '../support/checkout';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { mailText, outboxMails, pdfText, type Mail } from '../support/mail';

// Issue #30: a shopper who checks out on the Sinhala pages gets the order's mail and its receipt
// in Sinhala. The checkout's fields are found by what they are (autocomplete, name, value), not by
// their words, which are the page's language.

/** The one mail about order `number` whose subject contains `words`, once it has been sent. */
async function mailAbout(number: string, words: string): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(async () => {
      found = (await outboxMails()).filter(
        (m) => m.subject.includes(`#${number}`) && m.subject.includes(words),
      );
      return found.length;
    })
    .toBe(1);
  return found[0]!;
}

test('a shopper orders on the Sinhala pages and gets the mail and the receipt in Sinhala', async ({
  page,
  login,
}) => {
  const product = await createProduct({ name: `Sinhala Order Mixer ${Date.now()}`, price: 30000 });
  const account = await login();
  await addToCart(page, product.name);

  await page.goto('/si/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await page.locator('input[name="deliveryMethod"][value="pickup"]').check();
  await page.locator('input[autocomplete="email"]').fill('nimal@example.lk');
  await page.locator('input[autocomplete="given-name"]').fill('නිමල්');
  await page.locator('input[autocomplete="family-name"]').fill('පෙරේරා');
  await page.locator('input[autocomplete="tel"]').fill('0771234567');
  await page.locator('input[name="paymentMethod"][value="cash"]').check();
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL(/\/si\/payment\/success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const number = orderId.slice(0, 8).toUpperCase();

  const mail = await mailAbout(number, 'ලැබුණි');
  expect(mail.subject).toBe(`ඇණවුම #${number} ලැබුණි`);
  expect(mail.to).toContain(account.email);
  const html = mail.parts.find((p) => p.type === 'text/html')!.content.toString('utf8');
  expect(html).toMatch(/<html [^>]*lang="si"/);
  const text = mailText(mail);
  expect(text).toContain('ඔබේ ඇණවුමට ස්තූතියි');
  expect(text).toContain('කරුණාකර එය ලබා ගන්නා විට රු. 30,000.00 මුදලින් ගෙවන්න.');
  expect(text).toContain(`1 × ${product.name}`);
  expect(text).toContain('මුළු මුදල රු. 30,000.00');
  expect(text).toContain('ගෙවීම මුදල්, ලබා ගන්නා විට ගෙවිය යුතුය');

  const pdf = mail.parts.find((p) => p.type === 'application/pdf')!;
  expect(pdf.filename).toBe(`receipt-${number}.pdf`);
  const receipt = await pdfText(pdf.content);
  for (const words of ['රිසිට්පත', `ඇණවුම #${number}`, 'නිමල් පෙරේරා', product.name, 'රු. 30,000.00'])
    expect(receipt).toContain(words);

  // The shop is told in English.
  const shop = await mailAbout(number, 'New order');
  expect(shop.subject).toBe(`New order #${number}: LKR 30,000.00, Cash, Store Pickup`);
});
