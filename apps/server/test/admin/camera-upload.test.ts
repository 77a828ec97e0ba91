import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { images } from '../../src/db/schema';
import { call } from '../helpers/admin';
import { type TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

const MB = 1024 * 1024;

/**
 * A camera's photo as a shop owner's phone or camera gives it: 5000 × 4000 (20 megapixels) of
 * sensor-like grain, about 20 MB as JPEG. The grain is one noise tile laid over the whole
 * picture: drawing 20 million pixels of noise one by one takes several times as long.
 */
async function cameraPhoto(): Promise<Buffer> {
  const tile = await sharp({
    create: {
      width: 1000,
      height: 800,
      channels: 3,
      // sharp's types ask for a background; with noise it is not drawn.
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#808080' } })
    .composite([{ input: tile, tile: true }])
    .jpeg({ quality: 98 })
    .toBuffer();
}

async function upload(t: TestApp, admin: Admin, id: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'camera.jpg');
  const res = await fetch(`${t.url}/api/admin/products/${id}/images`, {
    method: 'POST',
    headers: admin.headers,
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      message?: string;
      picture?: { id: string; width: number; height: number };
    },
  };
}

async function newProduct(t: TestApp, admin: Admin, name: string): Promise<string> {
  const res = await call(t, 'POST', '/api/admin/products', admin.token, {
    name,
    price: 250000,
    category: 'Active Speakers',
    stock: 2,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('a camera photo', () => {
  // Making and processing 20 megapixels takes seconds of a core each, more on a busy machine.
  it(
    'of 20 MB is accepted and scaled: the database keeps the largest width, not the 20 MB',
    {
      timeout: 120_000,
    },
    async ({ t, admin }) => {
      const photo = await cameraPhoto();
      expect(photo.length).toBeGreaterThan(19 * MB);
      expect(photo.length).toBeLessThan(25 * MB);
      const id = await newProduct(t, admin, 'Camera photo speaker');
      const res = await upload(t, admin, id, photo);
      expect(res.status).toBe(201);
      expect(res.body.picture).toMatchObject({ width: 1600, height: 1280 });

      const [source] = await t.database.db
        .select({ bytes: images.bytes, width: images.width, height: images.height })
        .from(images)
        .where(eq(images.id, res.body.picture!.id));
      expect(source).toMatchObject({ width: 1600, height: 1280 });
      expect(source!.bytes.length).toBeLessThan(photo.length / 4);
      expect(await sharp(source!.bytes).metadata()).toMatchObject({ width: 1600, height: 1280 });
      const served = await fetch(`${t.url}/media/${res.body.picture!.id}/1600.jpg`);
      expect(served.status).toBe(200);
    },
  );

  it('of 60 megapixels is refused by the pixel guard, with a message', async ({ t, admin }) => {
    // One colour: a small file that would unpack to 180 MB of pixels.
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#a0a0a0' },
    })
      .jpeg()
      .toBuffer();
    const id = await newProduct(t, admin, 'Too many pixels speaker');
    const res = await upload(t, admin, id, bomb);
    expect(res).toEqual({
      status: 422,
      body: expect.objectContaining({ message: 'Images must be at most 50 megapixels.' }),
    });
  });
});
