import { expect, test, type Locator, type Page } from '@playwright/test';
import { PICTURE_WIDTHS, type AdminProduct, type UploadedPicture } from '@avstore/core';
import { createAdmin, PASSWORD } from '../support/accounts';
import { createProduct } from '../support/db';
import { apiLogin } from '../support/orders';

/** A variant's address: the picture, its width and its format. */
const VARIANT = /\/media\/([0-9a-f-]{36})\/(\d+)\.(avif|webp|jpg)$/;
const ALTS = ['Front of the test speaker', 'Its rear panel', 'Seen from above'];

/**
 * A camera-sized photo (2000 × 1500 JPEG) of one colour with a few shapes, drawn by the browser:
 * big enough that every width is kept, so the width a browser picks tells what it asked for.
 */
async function photo(page: Page, hue: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await page.evaluate(async (hue) => {
    const canvas = new OffscreenCanvas(2000, 1500);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = `hsl(${hue} 70% 45%)`;
    ctx.fillRect(0, 0, 2000, 1500);
    for (let i = 0; i < 12; i++) {
      ctx.fillStyle = `hsl(${(hue + i * 25) % 360} 60% ${30 + i * 4}%)`;
      ctx.fillRect(120 * i, 90 * i, 500, 300);
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, hue);
  return new Uint8Array(bytes);
}

/** A product of this test's own with three uploaded photos, in order, with their alt texts. */
async function productWithPictures(page: Page, baseURL: string) {
  const product = await createProduct({ name: `Picture Size Speaker ${Date.now()}` });
  const admin = await createAdmin(baseURL);
  const token = await apiLogin(baseURL, admin.email, PASSWORD);
  const auth = { authorization: `Bearer ${token}` };
  const ids: string[] = [];
  for (const hue of [0, 120, 240]) {
    const form = new FormData();
    form.append('file', new Blob([await photo(page, hue)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${baseURL}/api/admin/products/${product.id}/images`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as UploadedPicture).picture.id);
  }
  const path = `${baseURL}/api/admin/products/${product.id}`;
  const { version } = (await (await fetch(path, { headers: auth })).json()) as AdminProduct;
  const pictures = ids.map((id, index) => ({ id, alt: ALTS[index]! }));
  const saved = await fetch(path, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ pictures, version }),
  });
  expect(saved.status).toBe(200);
  // The shop's catalogue follows the edit on a database notification.
  await expect
    .poll(async () => {
      const answer = await fetch(`${baseURL}/api/products/${product.id}`);
      return ((await answer.json()) as { pictures?: { id: string }[] }).pictures?.length;
    })
    .toBe(3);
  return { ...product, ids };
}

/** Every picture variant the page downloads, as [picture id, width, format]. */
function recordVariants(page: Page): { id: string; width: number; format: string }[] {
  const seen: { id: string; width: number; format: string }[] = [];
  page.on('response', (response) => {
    const match = VARIANT.exec(new URL(response.url()).pathname);
    if (match && response.ok())
      seen.push({ id: match[1]!, width: Number(match[2]), format: match[3]! });
  });
  return seen;
}

/** The variant an img shows once loaded (its currentSrc), and the width it is laid out at. */
async function shown(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeTruthy();
  const { src, cssWidth } = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    cssWidth: el.getBoundingClientRect().width,
  }));
  const match = VARIANT.exec(new URL(src).pathname);
  expect(match, `${src} is a picture variant`).not.toBeNull();
  return { id: match![1]!, width: Number(match![2]), format: match![3]!, cssWidth };
}

/** The kept width a browser should pick for a slot: the narrowest that fills it, pixel for pixel. */
const fitting = (cssWidth: number, dpr: number) =>
  PICTURE_WIDTHS.find((w) => w >= cssWidth * dpr) ?? PICTURE_WIDTHS.at(-1)!;

const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Products' }).getByRole('article').filter({ hasText: name });
const cardPicture = (page: Page, name: string) => card(page, name).locator('img');

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });

  test('a Shop card downloads the variant that fills its slot, not the photo', async ({
    page,
    baseURL,
  }) => {
    const product = await productWithPictures(page, baseURL!);
    const variants = recordVariants(page);
    await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
    const main = await shown(cardPicture(page, product.name));
    expect(main.id).toBe(product.ids[0]);
    expect(main.format).toBe('avif');
    // Two columns on a phone (issue #26): half the window less the page's padding and the gap,
    // about 171 CSS pixels, so about 342 device pixels, which the 480 variant fills and 320 would blur.
    expect(main.cssWidth).toBeGreaterThan(160);
    expect(main.cssWidth).toBeLessThanOrEqual(179);
    expect(main.width).toBe(fitting(main.cssWidth, 2));
    const ofCard = variants.filter((v) => v.id === product.ids[0]);
    expect(ofCard.length).toBeGreaterThan(0);
    // Nothing wider was fetched for it (a preload of the widest JPEG was, once).
    for (const variant of ofCard) expect(variant.width).toBeLessThanOrEqual(main.width);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });

  test('the details gallery downloads a larger variant than the card, and shows each picture in order with its alt text', async ({
    page,
    baseURL,
  }) => {
    const product = await productWithPictures(page, baseURL!);
    await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
    const inCard = await shown(cardPicture(page, product.name));
    // Four columns: a card is about 233 CSS pixels wide and needs no more than 320.
    expect(inCard.width).toBeLessThanOrEqual(320);

    const variants = recordVariants(page);
    await card(page, product.name)
      .getByRole('button', { name: `View details of ${product.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: product.name });
    const gallery = dialog.getByRole('region', { name: `Pictures of ${product.name}` });
    const slide = gallery.getByRole('group');
    const inModal = await shown(slide.getByRole('img'));
    expect(inModal.id).toBe(product.ids[0]);
    expect(inCard.width).toBe(fitting(inCard.cssWidth, 1));
    expect(inModal.width).toBe(fitting(inModal.cssWidth, 1));
    expect(inModal.width).toBeGreaterThan(inCard.width);
    expect(variants.some((v) => v.id === product.ids[0] && v.width === inModal.width)).toBe(true);

    // In order, each with its alt text, by the Next button, then back by the keyboard.
    const thumbs = gallery.getByRole('button', { name: /^Show picture \d of 3$/ });
    await expect(thumbs).toHaveCount(3);
    for (const [index, alt] of ALTS.entries()) {
      await expect(slide).toHaveAccessibleName(`Picture ${index + 1} of 3`);
      await expect(slide.getByRole('img', { name: alt })).toBeVisible();
      expect((await shown(slide.getByRole('img'))).id).toBe(product.ids[index]);
      await expect(thumbs.nth(index)).toHaveAttribute('aria-current', 'true');
      if (index < 2) await gallery.getByRole('button', { name: 'Next picture' }).click();
    }
    await expect(gallery.getByText('Picture 3 of 3')).toBeAttached();
    await slide.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slide.getByRole('img', { name: ALTS[1]! })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slide.getByRole('img', { name: ALTS[0]! })).toBeVisible();
  });
});
