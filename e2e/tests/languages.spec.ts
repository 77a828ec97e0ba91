import type { Browser, Page } from '@playwright/test';
import { collectProblems, hydrated } from '../support/hydration';
import { addToCart } from '../support/checkout';
import { createProduct, db } from '../support/db';
import { expect, test } from '../support/fixtures';

// Sinhala and Tamil (issue #30): the header's switch, the address's language on the server's
// pages, the choice remembered for the next visit, and a Tamil product page without JavaScript.

/** The page's `<html lang>`. */
const languageOf = (page: Page) => page.locator('html').getAttribute('lang');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a shopper switches to Sinhala from the header, shops in Sinhala, and is in Sinhala on the next visit', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    expect(await languageOf(page)).toBe('en');
    const language = page.getByLabel('Language: English');
    // A thumb's target, in the header's bar itself (not behind the menu).
    const box = await language.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await language.click();
    await page.getByRole('link', { name: 'සිංහල' }).click();

    await expect(page).toHaveURL(/\/si\/$/);
    await hydrated(page);
    expect(await languageOf(page)).toBe('si');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('සාදරයෙන් පිළිගනිමු');
    await expect(page.getByRole('navigation', { name: 'ප්‍රවර්ග අනුව මිලදී ගන්න' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ඩිජිටල් මික්සර්', exact: true })).toHaveAttribute(
      'href',
      '/si/shop?category=Digital%20Mixers',
    );
    // Prices in the Sinhala rupee.
    await expect(page.getByText(/රු\.\s[\d,]+\.\d\d/).first()).toBeVisible();

    // Inside the page, links stay in Sinhala: to the Shop by Home's own link.
    await page.getByRole('link', { name: 'දැන් මිලදී ගන්න' }).first().click();
    await expect(page).toHaveURL(/\/si\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'සාප්පුව' })).toBeVisible();
    await expect(page.getByText(/නිෂ්පාදන \d+ අතරින් \d+ක් පෙන්වයි/)).toBeVisible();
    await expect(page.getByRole('button', { name: /කරත්තයට එක් කරන්න/ }).first()).toBeVisible();
    await expect(page).toHaveTitle(/^සාප්පුව \| /);

    // The Shop opened by its address comes from the server in Sinhala too.
    await page.goto('/si/shop?category=Wired+Microphones');
    expect(await languageOf(page)).toBe('si');
    await expect(page.getByRole('heading', { level: 1, name: 'සාප්පුව' })).toBeVisible();
    await expect(page.getByText('ප්‍රවර්ගය: වයර් සහිත මයික්‍රෆෝන්')).toBeVisible();

    // The next visit, at the shop's English address, opens in Sinhala.
    const next = await page.context().newPage();
    await next.goto('/');
    await expect(next).toHaveURL(/\/si\/$/);
    expect(await languageOf(next)).toBe('si');
    await expect(next.getByRole('heading', { level: 1 })).toContainText('සාදරයෙන් පිළිගනිමු');

    // Back to English from the switch, remembered too.
    await next.getByLabel('භාෂාව: සිංහල').click();
    await next.getByRole('link', { name: 'English' }).click();
    await expect(next).toHaveURL(/\/$/);
    await hydrated(next);
    await expect(next.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await next.goto('/shop');
    await expect(next).toHaveURL(/\/shop$/);
    expect(await languageOf(next)).toBe('en');
    expect(problems).toEqual([]);
  });
});

/** A page of a browser with JavaScript off, as a search engine's first look. */
async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test('a Tamil product page reads without JavaScript, and names itself in each language', async ({
  browser,
  baseURL,
}) => {
  const { id, name } = await createProduct({
    price: 48500,
    stock: 3,
    category: 'Wired Microphones',
  });
  const { rows } = await db().query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [
    id,
  ]);
  const path = `/product/${rows[0]!.slug}`;
  const page = await withoutJavaScript(browser);
  const response = await page.goto(`/ta${path}`);
  expect(response!.status()).toBe(200);
  expect(await languageOf(page)).toBe('ta');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The page's own words in Tamil; the product's as the shop wrote them.
  await expect(page.getByRole('button', { name: 'கூடையில் சேர்க்க' }).first()).toBeVisible();
  await expect(page.getByText('குறைந்த கையிருப்பு (3 மட்டுமே உள்ளன)').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'விவரம்' })).toBeVisible();
  await expect(page.getByText('ரூ. 48,500.00').first()).toBeVisible();
  // Shop › Microphones › Wired, as the Tamil category bar says them.
  await expect(page.getByRole('navigation', { name: 'வழித்தடம்' })).toContainText(
    'கடை›மைக்ரோஃபோன்கள்›வயர்',
  );
  await expect(page.getByText('வயர் மைக்ரோஃபோன்கள்', { exact: true })).toBeVisible();
  await expect(page.getByText('This store needs JavaScript to run')).toHaveCount(0);

  const link = (rel: string, hreflang?: string) =>
    page
      .locator(`head link[rel="${rel}"]${hreflang ? `[hreflang="${hreflang}"]` : ''}`)
      .getAttribute('href');
  expect(await link('canonical')).toBe(`${baseURL}/ta${path}`);
  expect(await link('alternate', 'en')).toBe(`${baseURL}${path}`);
  expect(await link('alternate', 'si')).toBe(`${baseURL}/si${path}`);
  expect(await link('alternate', 'ta')).toBe(`${baseURL}/ta${path}`);
  expect(await link('alternate', 'x-default')).toBe(`${baseURL}${path}`);
  // Its description, for a search result in Tamil.
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(
      `^இலங்கையில் ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ரூ\\. 48,500\\.00 விலையில்\\.`,
    ),
  );
  await page.context().close();
});

test('an unknown Sinhala address is the not-found page, in Sinhala, with a 404', async ({
  page,
}) => {
  const response = await page.goto('/si/no-such-page');
  expect(response!.status()).toBe(404);
  expect(await languageOf(page)).toBe('si');
  await expect(page.getByRole('heading', { level: 1, name: 'පිටුව හමු නොවීය' })).toBeVisible();
  await expect(page).toHaveTitle(/^පිටුව හමු නොවීය/);
});

test('a Sinhala shopper checks out in Sinhala, and the success page says it in Sinhala', async ({
  page,
  login,
}) => {
  const product = await createProduct({
    name: `Sinhala Checkout Mixer ${Date.now()}`,
    price: 30000,
  });
  await login();
  await addToCart(page, product.name);

  await page.goto('/si/checkout');
  expect(await languageOf(page)).toBe('si');
  await expect(page.getByRole('heading', { level: 1, name: 'ගෙවීම' })).toBeVisible();
  await expect(page).toHaveTitle(/^ගෙවීම/);
  await page.getByRole('radio', { name: 'වෙළඳසැලෙන් ලබා ගැනීම' }).check();
  await page.getByLabel('මුල් නම').fill('නිමල්');
  await page.getByLabel('වාසගම').fill('පෙරේරා');
  await page.getByLabel('දුරකථන අංකය').fill('0771234567');
  await expect(page.getByRole('radio', { name: 'මුදලින්' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'ඇණවුමේ සාරාංශය' })).toContainText('රු. 30,000.00');
  await page.getByRole('button', { name: 'ඇණවුම කරන්න' }).click();

  await page.waitForURL(/\/si\/payment\/success\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'ඇණවුම ලැබුණා!' })).toBeVisible();
  await expect(page.getByText('ලබා ගන්නා විට මුදලින්')).toBeVisible();
  await expect(page.getByText('රු. 30,000.00').first()).toBeVisible();
});

test('the sign-in page in Tamil: its words, the refusal and the way back to the Tamil shop', async ({
  page,
  account,
}) => {
  await page.goto('/ta/login');
  expect(await languageOf(page)).toBe('ta');
  const dialog = page.getByRole('dialog', { name: 'மீண்டும் வருக' });
  await dialog.getByLabel('மின்னஞ்சல்').fill(account.email);
  await dialog.getByLabel('கடவுச்சொல்', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'உள்நுழைக' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு');

  await dialog.getByLabel('கடவுச்சொல்', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'உள்நுழைக' }).click();
  await expect(page).toHaveURL(/\/ta\/?$/);
  expect(await languageOf(page)).toBe('ta');
});
