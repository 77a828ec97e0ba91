import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  splitVat,
  type Language,
  type RecordRefundRequest,
  type RegisterRequest,
  type RegisterResponse,
} from '@avstore/core';
import { createAdmin, newEmail, PASSWORD } from '../support/accounts';
import { BANK, withBankAccount } from '../support/bank-details';
import { createProduct, db } from '../support/db';
import { expect, test } from '../support/fixtures';
import { apiDeliveryOrder, apiLogin } from '../support/orders';
import { allowedOn, englishIn, shownText, type Allowed } from '../support/latin-words';

// Issue #30: "no English left in a Sinhala or Tamil page outside names and model numbers". Every
// page a shopper meets is opened in Sinhala and in Tamil, and what it shows (its text and the
// names, placeholders, titles and alternative texts of what is on screen) is read for Latin words
// that are not names: support/latin-words.ts says which are allowed, from the shop's own data. A
// failure lists the page, the word and the line it stands in.

type Other = Exclude<Language, 'en'>;
const LANGUAGES: Other[] = ['si', 'ta'];

/** A message of the web's catalogue in `language`: for finding a control by what it says. */
function message(language: Other, namespace: string, key: string): string {
  const url = new URL(
    `../../apps/web/src/i18n/locales/${language}/${namespace}.json`,
    import.meta.url,
  );
  return (JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>)[key]!;
}

/** The Sinhala or Tamil the test's products are described in, by their owner. */
const OWN_WORDS: Record<Other, { description: string; label: string }> = {
  si: { description: 'පල්ලි සහ ශාලා සඳහා ස්පීකරයකි.', label: 'ආවරණය' },
  ta: { description: 'தேவாலயங்களுக்கும் மண்டபங்களுக்குமான ஸ்பீக்கர்.', label: 'உறை' },
};

/**
 * Two active speakers of a brand of their own, with what a product page shows: a model number,
 * a specifications table (the owner's label translated, the value as typed), typed
 * specifications (numbers with units, options) and a warranty.
 */
async function speakers(language: Other) {
  const brand = `Zorvex${Date.now().toString(36)}`;
  const made: { id: string; name: string; slug: string }[] = [];
  for (const [index, power] of [800, 1200].entries()) {
    const product = await createProduct({
      name: `${brand} ZX${index + 10} Speaker`,
      category: 'Active Speakers',
      price: 95000 + index * 10000,
      stock: 30,
      // The first has a promo code, which a signed-in shopper enters in a dialog.
      ...(index === 0 && { promo: { code: `SCAN${Date.now()}`, percent: 10 } }),
    });
    await db().query(
      `UPDATE products SET brand = $2, sku = $3, specs = $4, attributes = $5, translations = $6,
         warranty_months = 12, warranty_by = 'brand', description = 'A speaker for halls.'
       WHERE id = $1`,
      [
        product.id,
        brand,
        `ZX-${index + 10}-B`,
        JSON.stringify([{ label: 'Enclosure', value: 'Plywood, 15 mm' }]),
        JSON.stringify({
          powerRms: power,
          powerPeak: power * 2,
          wooferSize: 12 + index * 3,
          maxSpl: 128,
          lowFrequency: 45,
          highFrequency: 20,
          weight: 18.5,
          connections: ['XLR', 'TRS jack', 'Bluetooth'],
        }),
        JSON.stringify({
          [language]: {
            description: OWN_WORDS[language].description,
            specLabels: { Enclosure: OWN_WORDS[language].label },
          },
        }),
      ],
    );
    const { rows } = await db().query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [
      product.id,
    ]);
    made.push({ ...product, slug: rows[0]!.slug });
  }
  // The catalogue's cache follows the database: wait until the product's page is the new one.
  await expect
    .poll(async () => {
      const res = await fetch(
        `${test.info().project.use.baseURL}/api/products/by-slug/${made[1]!.slug}`,
      );
      return res.ok ? ((await res.json()) as { product: { sku: string } }).product.sku : '';
    })
    .toBe('ZX-11-B');
  return { brand, products: made };
}

/** The end of the name of an order's 'View details' button in the order history. */
const details = (language: Other) =>
  message(language, 'orders', 'viewDetailsFor').split('{title}')[1]!;

/** Reads the page as it is now and keeps what is left in English under `name`. */
function scanner(page: Page, allowed: () => Promise<Allowed>) {
  const findings: string[] = [];
  const scan = async (name: string) => {
    const words = englishIn(await shownText(page), await allowed());
    findings.push(...words.map((word) => `${name}: ${word}`));
  };
  return { findings, scan };
}

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'si' ? 'Sinhala' : 'Tamil'}`, () => {
    test('the catalogue and the pages anyone can open have no English left', async ({
      page,
      baseURL,
    }) => {
      test.slow(); // a dozen pages
      const { brand, products } = await speakers(language);
      const slugs = products.map((p) => p.slug);
      const { findings, scan } = scanner(page, () => allowedOn(baseURL!, language, slugs));
      const at = (path: string) => page.goto(`/${language}${path}`);

      await at('/');
      await scan('Home');

      await at(`/shop?q=${brand}&category=Active+Speakers`);
      const cards = page.getByRole('article').filter({ hasText: brand });
      await expect(cards).toHaveCount(2);
      // On a laptop's screen the filters stand open beside the products.
      await expect(
        page.getByRole('complementary', { name: message(language, 'catalogue', 'filters') }),
      ).toBeVisible();
      await scan('Shop, a search in a category with its filters open');

      await cards.first().getByRole('link').first().click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await expect(modal.getByText(OWN_WORDS[language].description)).toBeVisible();
      await scan("Shop, a product's details");
      await page.keyboard.press('Escape');

      await at(`/product/${slugs[0]}`);
      await expect(page.getByText(OWN_WORDS[language].label)).toBeVisible();
      await scan('Product page');

      await at(`/compare?ids=${products.map((p) => p.id).join(',')}`);
      await expect(page.getByRole('table')).toBeVisible();
      await scan('Compare, two products');

      for (const [path, name] of [
        ['/about', 'About'],
        ['/contact', 'Contact'],
        ['/login', 'Sign in'],
        ['/signup', 'Sign up'],
        ['/resetPassword', 'Reset password'],
        ['/no-such-page', 'Not found'],
      ]) {
        await at(path!);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await scan(name!);
      }
      expect(findings).toEqual([]);
    });
  });
}

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'si' ? 'Sinhala' : 'Tamil'}`, () => {
    test("a shopper's cart, quotation, checkout, payments and orders have no English left", async ({
      page,
      baseURL,
      login,
    }) => {
      test.slow(); // two card payments, a quotation and a dozen pages
      const { products } = await speakers(language);
      await login();
      const { findings, scan } = scanner(page, () =>
        allowedOn(baseURL!, language, [products[0]!.slug]),
      );
      const at = (path: string) => page.goto(`/${language}${path}`);
      const addToCart = message(language, 'catalogue', 'addToCart');

      await at(`/product/${products[0]!.slug}`);
      await page
        .getByRole('button', { name: new RegExp(`^${addToCart}`) })
        .first()
        .click();
      await at('/cart');
      await expect(page.getByText(products[0]!.name).first()).toBeVisible();
      await scan('Cart, a product');

      await at('/quotations/new');
      await scan('Quotation request');
      await page.getByLabel(message(language, 'quotations', 'organisation')).fill('රාජකීය විද්‍යාලය');
      await page.getByRole('button', { name: message(language, 'quotations', 'send') }).click();
      await page.waitForURL(/\/account\/quotations\/[0-9a-f-]{36}$/);
      await scan('Quotation, requested');

      await at('/checkout');
      await page.locator('input[name="deliveryMethod"][value="delivery"]').check();
      await page.locator('select:has(option[value="Kandy"])').first().selectOption('Kandy');
      await scan('Checkout, delivery');
      await page.locator('input[name="deliveryMethod"][value="pickup"]').check();
      await scan('Checkout, pickup');

      // Paid by card in the payment sandbox, approved, then declined.
      for (const [answer, name] of [
        ['Approve payment', 'Payment successful'],
        ['Decline payment', 'Payment failed'],
      ] as const) {
        await pickupCheckout(page, language, products[0]!.slug, 'card');
        await page.locator('main form button[type="submit"]').click();
        await page.waitForURL(/\/sandbox\/card\/pay\//);
        await page.getByRole('button', { name: answer }).click();
        await page.waitForURL(new RegExp(`/${language}/payment/(success|failed)`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(name);
      }

      await at('/payment');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan('Payment test page');

      await at('/profile');
      await expect(page.getByRole('article')).toHaveCount(2);
      await scan('Order history, two orders');
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: details(language) })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan("Order history, an order's details");
      expect(findings).toEqual([]);
    });

    test("a shopper's promo code dialog and a delivery's details have no English left", async ({
      page,
      baseURL,
      login,
    }) => {
      const { products } = await speakers(language);
      const account = await login();
      const { findings, scan } = scanner(page, () =>
        allowedOn(baseURL!, language, [products[0]!.slug]),
      );
      await page.goto(`/${language}/product/${products[0]!.slug}`);
      await page
        .getByRole('button', {
          name: new RegExp(`^${message(language, 'catalogue', 'promo.apply')}`),
        })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan('Product page, its promo code');

      const token = await apiLogin(baseURL!, account.email, account.password);
      // Written in the page's language, as its shopper would.
      await apiDeliveryOrder(
        baseURL!,
        token,
        { ...products[0]!, price: 95000 },
        { firstName: 'නිමල්', lastName: 'පෙරේරා', address: 'පන්සල් පාර 12', city: 'මහනුවර' },
      );
      await page.goto(`/${language}/profile`);
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: details(language) })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan("Order history, a delivery's details");
      expect(findings).toEqual([]);
    });
  });
}

/**
 * Puts the product in the cart and fills the checkout in `language` for a pickup paid by
 * `method`, as a shopper writing in it would; the order is placed by the page's button.
 */
async function pickupCheckout(page: Page, language: Other, slug: string, method: string) {
  await page.goto(`/${language}/product/${slug}`);
  await page
    .getByRole('button', { name: new RegExp(`^${message(language, 'catalogue', 'addToCart')}`) })
    .first()
    .click();
  await page.goto(`/${language}/checkout`);
  await page.locator('input[name="deliveryMethod"][value="pickup"]').check();
  await page.locator('input[autocomplete="given-name"]').fill('නිමල්');
  await page.locator('input[autocomplete="family-name"]').fill('පෙරේරා');
  await page.locator('input[autocomplete="tel"]').fill('0771234567');
  await page.locator(`input[name="paymentMethod"][value="${method}"]`).check();
}

/**
 * The order's tax invoice, written as a VAT-registered shop issues it when the order is paid. The
 * test shop is not registered, and registering it for a moment would give the tests running
 * beside this one tax invoices; with the invoice there, the refund issues its credit note itself.
 */
async function invoiced(orderId: string) {
  const party = { name: 'Nimal Perera', address: 'Colombo', phone: '0771234567', email: '' };
  const { rows } = await db().query<{ total_cents: string }>(
    'SELECT total_cents FROM orders WHERE id = $1',
    [orderId],
  );
  // 18% VAT in the total, split as the shop's documents split it.
  const vat = splitVat(Number(rows[0]!.total_cents), 1800);
  await db().query(
    `WITH counter AS (
       INSERT INTO document_counters (kind, last_serial) VALUES ('invoice', 1)
       ON CONFLICT (kind) DO UPDATE SET last_serial = document_counters.last_serial + 1
       RETURNING last_serial)
     INSERT INTO tax_documents (kind, serial, order_id, supplied_on, vat_rate_basis_points,
       net_cents, vat_cents, total_cents, supplier, buyer)
     SELECT 'invoice', last_serial, $1, to_char(now(), 'YYYY-MM-DD'), 1800, $2, $3, $4, $5, $6
     FROM counter`,
    [
      orderId,
      vat.netCents,
      vat.vatCents,
      vat.totalCents,
      JSON.stringify({ ...party, vatNumber: '123456789-7000' }),
      JSON.stringify({ ...party, contact: null, vatNumber: null }),
    ],
  );
}

/** The payment slip the tests send: a JPEG, named in the page's language by its shopper. */
const SLIP = readFileSync(new URL('../fixtures/blue.jpg', import.meta.url));
const SLIP_NAMES: Record<Other, string> = { si: 'ගෙවීම.jpg', ta: 'பணம்.jpg' };

/**
 * The file types and the size a slip may have, as the upload's hint gives them in every language
 * (orders' slip.hint, filled in by slip-upload.tsx): names and a unit's symbol, as 'XLR' and 'Hz'.
 */
const SLIP_FILE_WORDS = ['jpeg', 'png', 'pdf', 'mb'];

test.describe('after an order and from a mail', () => {
  for (const language of LANGUAGES) {
    test.describe(`in ${language === 'si' ? 'Sinhala' : 'Tamil'}`, () => {
      test("a bank transfer, a refund's credit note, KOKO's return, a password reset and an address confirmation have no English left", async ({
        page,
        baseURL,
        login,
      }) => {
        // Two mails' pages, a bank transfer with its slip, KOKO declined then paid, a refund.
        test.setTimeout(240_000);
        const { products } = await speakers(language);
        const slug = products[0]!.slug;
        /** The shopper's own, in no language: their orders' references and their slip's name. */
        const theirs: string[] = [SLIP_NAMES[language]];
        const { findings, scan } = scanner(page, async () => {
          const allowed = await allowedOn(baseURL!, language, [slug]);
          return {
            words: new Set([...allowed.words, ...SLIP_FILE_WORDS]),
            texts: [...allowed.texts, ...theirs],
          };
        });
        const at = (path: string) => page.goto(`/${language}${path}`);
        const say = (namespace: string, key: string) => message(language, namespace, key);
        const submit = page.locator('main form button[type="submit"]');

        // An account opened from a page in the language: its mails' links open pages in it.
        const email = newEmail();
        const account: RegisterRequest = { email, password: PASSWORD, language };
        const registered = await fetch(`${baseURL}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        expect(registered.status).toBe(201);
        const confirmLink = new URL(((await registered.json()) as RegisterResponse).confirmLink!);
        expect(confirmLink.pathname).toBe(`/${language}/confirm-email`);

        // Signed in before the address is confirmed.
        await login({ email, password: PASSWORD });
        await at('/profile');
        const notice = page.getByRole('region', { name: say('account', 'notice.label') });
        await notice.getByRole('button').click();
        await expect(notice.getByRole('status')).toBeVisible();
        await scan('Order history, the address to confirm and another link sent');
        await page.goto(confirmLink.pathname + confirmLink.hash);
        await expect(page.getByText(say('account', 'confirm.now'))).toBeVisible();
        await scan('Address confirmation, confirmed');
        await at('/profile');
        await expect(notice).toHaveCount(0);
        await page.goto(confirmLink.pathname + confirmLink.hash);
        await expect(page.getByRole('alert')).toBeVisible();
        await scan('Address confirmation, the link used again');

        // Its password forgotten, once the address is confirmed (a reset confirms it too).
        await at('/resetPassword');
        const reset = page.getByRole('dialog');
        await reset.locator('input[type="email"]').fill(email);
        await reset.locator('button[type="submit"]').click();
        await expect(reset.getByText(say('account', 'reset.generated'))).toBeVisible();
        await scan('Reset password, the link made');
        // The page goes to the mailed link by itself.
        await page.waitForURL(new RegExp(`/${language}/resetPassword/confirm#token=`));
        const passwords = page.locator('input[autocomplete="new-password"]');
        await expect(passwords).toHaveCount(2);
        await scan('New password');
        const newPassword = 'නව මුරපදය 2026';
        await passwords.first().fill(newPassword);
        await passwords.last().fill(`${newPassword}!`);
        await submit.click();
        await expect(page.getByRole('alert')).toBeVisible();
        await scan('New password, the two differ');
        await passwords.last().fill(newPassword);
        await submit.click();
        await expect(page.getByText(say('account', 'choose.done'))).toBeVisible();
        await scan('New password, set');

        await login({ email, password: newPassword });

        // A bank transfer, which a confirmed account may choose: the account to pay into, the
        // reference, the slip's upload and the slip sent, on the success page and in the history.
        await withBankAccount(baseURL!);
        await pickupCheckout(page, language, slug, 'bank_transfer');
        await expect(page.getByText(BANK.accountNumber)).toBeVisible();
        await scan('Checkout, a bank transfer');
        await submit.click();
        await page.waitForURL(new RegExp(`/${language}/payment/success\\?orderId=`));
        theirs.push(new URL(page.url()).searchParams.get('orderId')!.slice(0, 8).toUpperCase());
        const transfer = page.getByRole('region', { name: say('orders', 'bank.pay') });
        await expect(transfer).toContainText(BANK.accountNumber);
        await scan('Bank transfer, the order placed');
        await transfer.locator('input[type="file"]').setInputFiles({
          name: SLIP_NAMES[language],
          mimeType: 'image/jpeg',
          buffer: SLIP,
        });
        await transfer.locator('button[type="submit"]').click();
        await expect(
          transfer.getByText(say('orders', 'slips.waiting'), { exact: true }),
        ).toBeVisible();
        await expect(transfer.getByText(say('orders', 'slip.sent'))).toBeVisible();
        await scan('Bank transfer, the slip upload');
        await at('/profile');
        await page
          .getByRole('article')
          .first()
          .getByRole('button', { name: details(language) })
          .click();
        await expect(page.getByRole('dialog').getByText(SLIP_NAMES[language])).toBeVisible();
        await scan("Order history, a bank transfer's details");
        await page.keyboard.press('Escape');

        // KOKO declined, paid again from the failed page, then approved.
        await pickupCheckout(page, language, slug, 'koko');
        await submit.click();
        await page.waitForURL(/\/sandbox\/koko\//);
        await page.getByRole('button', { name: 'Decline payment' }).click();
        await page.waitForURL(new RegExp(`/${language}/payment/failed`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan('KOKO, declined');
        await page.getByRole('link', { name: say('payments', 'failed.retry') }).click();
        await page.waitForURL(new RegExp(`/${language}/checkout\\?orderId=`));
        await expect(page.locator('input[name="paymentMethod"][value="koko"]')).toBeChecked();
        await scan('Checkout, paying again');
        await page.getByRole('button', { name: say('payments', 'payNow') }).click();
        await page.waitForURL(/\/sandbox\/koko\//);
        await page.getByRole('button', { name: 'Approve payment' }).click();
        await page.waitForURL(new RegExp(`/${language}/payment/success\\?orderId=`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan('KOKO, paid');

        // Part of it refunded by the owner, with a credit note.
        const orderId = new URL(page.url()).searchParams.get('orderId')!;
        await invoiced(orderId);
        const owner = await createAdmin(baseURL!);
        const refund: RecordRefundRequest = {
          amount: 5000,
          method: 'koko',
          reference: '',
          refundedOn: new Date().toISOString().slice(0, 10),
        };
        const refunded = await fetch(`${baseURL}/api/admin/orders/${orderId}/refunds`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${await apiLogin(baseURL!, owner.email, owner.password)}`,
          },
          body: JSON.stringify(refund),
        });
        expect(refunded.status).toBe(201);
        await at('/profile');
        await page
          .getByRole('article')
          .first()
          .getByRole('button', { name: details(language) })
          .click();
        const creditNotes = page
          .getByRole('dialog')
          .getByRole('list', { name: say('orders', 'creditNotes') });
        await expect(creditNotes.getByRole('button')).toHaveCount(1);
        await scan("Order history, a refund's credit note");
        expect(findings).toEqual([]);
      });
    });
  }
});
