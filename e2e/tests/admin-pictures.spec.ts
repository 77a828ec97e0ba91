import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Response } from '@playwright/test';
import type { UploadedPicture } from '@avstore/core';
import { createProduct } from '../support/db';
import { expect, test } from '../support/fixtures';

/** Three small photos of one colour each (400 × 300 JPEGs), chosen in this order. */
const PHOTOS = ['red', 'green', 'blue'].map((colour) =>
  path.join(import.meta.dirname, '..', 'fixtures', `${colour}.jpg`),
);

/** The strongest channel of a colour '#rrggbb', as the name of a fixture. */
function colourOf(hex: string): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return ['red', 'green', 'blue'][channels.indexOf(Math.max(...channels))]!;
}

const MEDIA_ID = /\/media\/([0-9a-f-]{36})[./]/;

/** Each picture an img of `scope` shows, once, in DOM order, with the alt text it is shown with. */
async function shownPictures(scope: Locator): Promise<{ id: string; alt: string }[]> {
  // Every img, those with alt="" too (a gallery's thumbnails), which getByRole('img') leaves out.
  const images = await scope.locator('img').evaluateAll((elements) =>
    elements.map((img) => ({
      address: `${img.getAttribute('src') ?? ''} ${img.getAttribute('srcset') ?? ''}`,
      alt: img.getAttribute('alt') ?? '',
    })),
  );
  const shown: { id: string; alt: string }[] = [];
  for (const { address, alt } of images) {
    const id = MEDIA_ID.exec(address)?.[1];
    if (!id) continue;
    const seen = shown.find((picture) => picture.id === id);
    if (!seen) shown.push({ id, alt });
    else if (!seen.alt) seen.alt = alt;
  }
  return shown;
}

test('the admin uploads three photos, orders them, gives them alt text; the shop shows them so', async ({
  page,
  login,
}) => {
  // Three uploads, each made into 21 variants on the server: slower than most tests.
  test.setTimeout(60_000);
  const product = await createProduct({ name: `Picture Desk Speaker ${Date.now()}` });
  await login('admin');
  await page.goto(`/admin/products/${product.id}`);
  const form = page.getByRole('form', { name: 'Product' });
  const list = form.getByRole('list', { name: 'Pictures in shop order' });
  await expect(form.getByText('No pictures yet.')).toBeVisible();

  // Which upload became which picture: told by the dominant colour the server found in it.
  const uploaded = new Map<string, string>();
  const onResponse = async (response: Response) => {
    if (!response.url().endsWith(`/api/admin/products/${product.id}/images`)) return;
    if (response.status() !== 201) return;
    const { picture } = (await response.json()) as UploadedPicture;
    uploaded.set(colourOf(picture.color ?? '#000000'), picture.id);
  };
  page.on('response', onResponse);
  await form.getByLabel('Picture files').setInputFiles(PHOTOS);
  await expect(form.getByRole('textbox', { name: /^Alt text for picture \d+$/ })).toHaveCount(3, {
    timeout: 30_000,
  });
  await expect.poll(() => uploaded.size).toBe(3);
  page.off('response', onResponse);
  const [red, green, blue] = ['red', 'green', 'blue'].map((colour) => uploaded.get(colour)!);
  // In the order chosen, whichever finished first; the first is the main picture.
  expect((await shownPictures(list)).map((p) => p.id)).toEqual([red, green, blue]);
  await expect(list.getByRole('listitem').first()).toContainText('Main picture');
  await expect(form.getByText('3 of 10 pictures.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('form').analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // Blue dragged onto the first place: blue, red, green.
  await list
    .getByRole('img', { name: 'Picture 3' })
    .dragTo(list.getByRole('listitem').first(), { targetPosition: { x: 20, y: 10 } });
  await expect(page.getByText('Picture 3 moved to position 1')).toBeAttached();
  expect((await shownPictures(list)).map((p) => p.id)).toEqual([blue, red, green]);

  // By the keyboard: green up (blue, green, red), then red made the main one (red, blue, green).
  await form.getByRole('button', { name: 'Move picture 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Picture 3 moved to position 2')).toBeAttached();
  await form.getByRole('button', { name: 'Make main (picture 3)' }).click();
  await expect(page.getByText('Picture 3 is now the main picture')).toBeAttached();
  expect((await shownPictures(list)).map((p) => p.id)).toEqual([red, blue, green]);

  const alts = ['Red front of the speaker', 'Blue side panel', 'Green back with inputs'];
  for (const [index, alt] of alts.entries()) {
    await form.getByRole('textbox', { name: `Alt text for picture ${index + 1}` }).fill(alt);
  }
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /saved/i }).first()).toBeVisible();
  await expect(form.getByText('New: not saved yet')).toHaveCount(0);

  const expected = [red!, blue!, green!].map((id, index) => ({ id, alt: alts[index]! }));
  // The shop's catalogue follows the edit on a database notification.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/products/${product.id}`);
      return ((await answer.json()) as { pictures: { id: string; alt: string }[] }).pictures;
    })
    .toEqual(expected.map(({ id, alt }) => expect.objectContaining({ id, alt })));

  await page.goto(`/shop?product=${product.id}`);
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => (await shownPictures(dialog)).map((p) => p.id))
    .toEqual(expected.map((p) => p.id));
  // Each picture with its alt text, shown in turn where the dialog shows one at a time.
  for (const [index, picture] of expected.entries()) {
    const show = dialog.getByRole('button', { name: `Show picture ${index + 1} of 3` });
    if ((await show.count()) > 0) await show.click();
    await expect(dialog.getByRole('img', { name: picture.alt })).toBeVisible();
    await expect
      .poll(async () => (await shownPictures(dialog)).find((p) => p.id === picture.id)?.alt)
      .toBe(picture.alt);
  }
});
