import { hydrated } from '../support/hydration';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';
import { mailText, mailTo, outboxMails, pdfText, type Mail } from '../support/mail';

// Issue #30: a shopper who checks out on the Sinhala pages gets the order's mail and its receipt
// in Sinhala. The checkout's fields are found by what they are (autocomplete, name, value), not by
// their words, which are the page's language.

/** The one mail about order `number` whose subject contains `words`, once it has been sent. */
async function mailAbout(number: string, words: string): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(async () => {
      found = (await outboxMails()).filter(
        (m) => (m.subject ?? '').includes(`#${number}`) && (m.subject ?? '').includes(words),
      );
      return found.length;
    })
    .toBe(1);
  return found[0]!;
}

test('a shopper switches to Sinhala, searches in Sinhala, orders, and gets the mail and the receipt in Sinhala', async ({
  page,
  login,
}) => {
  const brand = `Zephyr${Date.now()}`;
  const product = await createProduct({
    name: `${brand} Mixer 8`,
    category: 'Analog Mixers',
    price: 30000,
  });
  const account = await login();

  // From the header's switch on an English page.
  await page.goto('/');
  await page.getByLabel('Language: English').click();
  await page.getByRole('link', { name: 'සිංහල' }).click();
  await expect(page).toHaveURL(/\/si\/$/);
  await hydrated(page);

  // 'මික්සර්' is a mixer to the search, as 'mixer' is in English.
  const search = page.getByRole('combobox', { name: 'සාප්පුවේ සොයන්න' });
  await search.fill(`${brand.toLowerCase()} මික්සර්`);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/si\/shop\?q=/);
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await page.getByRole('button', { name: /කරත්තයට එක් කරන්න/ }).click();

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
  expect(mailTo(mail)).toContain(account.email);
  expect(mail.html).toMatch(/<html [^>]*lang="si"/);
  const text = mailText(mail);
  expect(text).toContain('ඔබේ ඇණවුමට ස්තූතියි');
  expect(text).toContain('කරුණාකර එය ලබා ගන්නා විට රු. 30,000.00 මුදලින් ගෙවන්න.');
  expect(text).toContain(`1 × ${product.name}`);
  expect(text).toContain('මුළු මුදල රු. 30,000.00');
  expect(text).toContain('ගෙවීම මුදල්, ලබා ගන්නා විට ගෙවිය යුතුය');

  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
  expect(pdf.filename).toBe(`receipt-${number}.pdf`);
  const receipt = await pdfText(pdf.content);
  for (const words of ['රිසිට්පත', `ඇණවුම #${number}`, 'නිමල් පෙරේරා', product.name, 'රු. 30,000.00'])
    expect(receipt).toContain(words);

  // The shop is told in English.
  const shop = await mailAbout(number, 'New order');
  expect(shop.subject).toBe(`New order #${number}: LKR 30,000.00, Cash, Store Pickup`);
});
