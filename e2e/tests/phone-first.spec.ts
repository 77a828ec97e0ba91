import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AdminProduct, UploadedPicture } from '@avstore/core';
import { createAdmin, PASSWORD } from '../support/accounts';
import { createProduct } from '../support/db';
import { apiLogin } from '../support/orders';

// Issue #26: a store that sells on a phone first, and shows every photo whole.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** A portrait photo, twice as tall as wide (600 × 1200 JPEG): a column speaker, say. */
async function portraitPhoto(page: Page): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(600, 1200);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1e293b';
    ctx.fillRect(0, 0, 600, 1200);
    // Bright bands at the very top and bottom: what a square crop would cut away.
    ctx.fillStyle = '#f59e0b';
    ctx.fillRect(0, 0, 600, 80);
    ctx.fillRect(0, 1120, 600, 80);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return new Uint8Array(bytes);
}

/** A product of this test's own whose one picture is a portrait photo, uploaded as the admin does. */
async function productWithPortrait(page: Page, baseURL: string) {
  const product = await createProduct({
    name: `Portrait Column ${Date.now()}`,
    category: 'Column Speakers',
  });
  const admin = await createAdmin(baseURL);
  const auth = { authorization: `Bearer ${await apiLogin(baseURL, admin.email, PASSWORD)}` };
  const form = new FormData();
  form.append('file', new Blob([await portraitPhoto(page)], { type: 'image/jpeg' }), 'column.jpg');
  const upload = await fetch(`${baseURL}/api/admin/products/${product.id}/images`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(upload.status).toBe(201);
  const { picture } = (await upload.json()) as UploadedPicture;
  const path = `${baseURL}/api/admin/products/${product.id}`;
  const { version } = (await (await fetch(path, { headers: auth })).json()) as AdminProduct;
  const saved = await fetch(path, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      pictures: [{ id: picture.id, alt: 'The column, full height' }],
      version,
    }),
  });
  expect(saved.status).toBe(200);
  await expect
    .poll(async () => {
      const answer = await fetch(`${baseURL}/api/products/${product.id}`);
      return ((await answer.json()) as { pictures?: unknown[] }).pictures?.length;
    })
    .toBe(1);
  return { ...product, slug: await slugOf(baseURL, product.id) };
}

/** The address name the store gave a product, from its API (the page lives at /product/<slug>). */
async function slugOf(baseURL: string, id: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/products/${id}`);
  return ((await res.json()) as { slug: string }).slug;
}

/**
 * The photo as painted inside its img: its size after object-fit, and the img's own box. A photo
 * shown whole is painted at its own shape and fits inside the box; a cropped one overflows it.
 */
async function painted(img: Locator) {
  await expect(img).toHaveJSProperty('complete', true);
  return img.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const { naturalWidth: w, naturalHeight: h } = element;
    const fit = getComputedStyle(element).objectFit;
    const scale =
      fit === 'fill'
        ? NaN
        : fit === 'cover'
          ? Math.max(box.width / w, box.height / h)
          : Math.min(box.width / w, box.height / h, fit === 'scale-down' ? 1 : Infinity);
    return { box, shape: h / w, width: w * scale, height: h * scale };
  });
}

async function expectWhole(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  const shown = await painted(img);
  expect(shown.shape).toBeCloseTo(2, 1);
  expect(shown.height / shown.width).toBeCloseTo(2, 1);
  expect(shown.width).toBeLessThanOrEqual(shown.box.width + 0.5);
  expect(shown.height).toBeLessThanOrEqual(shown.box.height + 0.5);
  // Not a thumbnail lost in its box: it takes the box's full height.
  expect(shown.height).toBeGreaterThan(shown.box.height - 1);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0], 'the page is no wider than the screen').toBeLessThanOrEqual(widths[1]!);
}

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('the Shop shows two cards to a row, with 44 px buttons, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.goto('/shop?category=Active%20Speakers');
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await expect(cards.nth(3)).toBeVisible();
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (n) => (await cards.nth(n).boundingBox())!),
    );
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeLessThan(390 / 2);
    const add = cards.first().getByRole('button', { name: /Add to Cart|Out of Stock/ });
    expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
  });

  test('Home’s first screen shows the search, the categories with pictures and prices', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Search the shop' })).toBeInViewport();
    const categories = page.getByRole('navigation', { name: 'Shop by category' });
    await expect(categories.getByRole('link')).toHaveCount(17);
    // Its pictures load lazily (most of the row starts off screen), but those on screen do load.
    const picture = categories.locator('img').first();
    await expect(picture).toBeInViewport();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const deals = page.getByRole('region', { name: 'Featured deals' });
    await expect(deals.getByText(/^LKR\s[\d,]+\.\d\d$/).first()).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test('a product page has its price, stock and Add to Cart in the first screen', async ({
    page,
    baseURL,
  }) => {
    const product = await createProduct({ name: `First Screen Amp ${Date.now()}`, price: 98000 });
    await page.goto(`/product/${await slugOf(baseURL!, product.id)}`);
    await expect(page.getByText('LKR 98,000.00')).toBeInViewport();
    // The product's own stock, before the related products' further down.
    await expect(page.getByText('In Stock', { exact: true }).first()).toBeInViewport();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeInViewport({ ratio: 1 });
    // The quantity rides with Add to Cart: no part of the bar covers its buttons (the bar alone
    // once hid them as they came up to it, and a tap there went to the bar).
    // A screen that ends just below the quantity's top, where the bar is.
    const top = await page
      .getByRole('button', { name: 'One more' })
      .evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    await page.setViewportSize({ width: 390, height: Math.round(top) + 30 });
    for (const name of ['One fewer', 'One more']) {
      const step = page.getByRole('button', { name });
      await expect(step).toBeInViewport({ ratio: 1 });
      const box = (await step.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('aria-label'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop, `what a tap on '${name}' reaches`).toBe(name);
    }
    await page.getByRole('button', { name: 'One more' }).click();
    await add.click();
    await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a sold-out product page keeps its Out of Stock in its place, not over the page', async ({
    page,
    baseURL,
  }) => {
    const product = await createProduct({ name: `Sold Out Mixer ${Date.now()}`, stock: 0 });
    await page.goto(`/product/${await slugOf(baseURL!, product.id)}`);
    await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeInViewport();
    const button = page.getByRole('button', { name: 'Out of Stock' });
    await expect(button).toBeDisabled();
    // A screen that ends above the button's place: with nothing to tap, it does not ride at the
    // bottom of the screen over the description, as Add to Cart does.
    const top = await button.evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
    await page.setViewportSize({ width: 390, height: Math.round(top) - 40 });
    await expect(button).not.toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test('nothing scrolls sideways at 360 px either', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/shop', '/cart', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expectNoSidewaysScroll(page);
    }
  });
});

for (const [size, device] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use(device);

    test('every page has the header’s search box, and the header stays while scrolling', async ({
      page,
      baseURL,
    }) => {
      const { slug } = (await (await fetch(`${baseURL}/api/products/search?pageSize=1`)).json())
        .items[0] as { slug: string };
      for (const path of ['/', '/shop', `/product/${slug}`, '/about', '/contact', '/cart']) {
        await page.goto(path);
        const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
        await expect(box, path).toBeVisible();
      }
      await page.goto('/shop');
      await page.mouse.wheel(0, 1500);
      await expect(page.getByRole('banner')).toBeInViewport();
      await expect(
        page.getByRole('banner').getByRole('link', { name: /Lanka Pro Audio/ }),
      ).toBeVisible();
    });

    test('a portrait photo is shown whole on its card and its page', async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const product = await productWithPortrait(page, baseURL!);
      await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
      const card = page
        .getByRole('region', { name: 'Products' })
        .getByRole('article')
        .filter({ hasText: product.name });
      await expectWhole(card.locator('img'));
      await page.goto(`/product/${product.slug}`);
      await expectWhole(page.getByRole('img', { name: 'The column, full height' }));
    });
  });
}
