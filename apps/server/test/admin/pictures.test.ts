import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { PICTURE_WIDTHS, type ListedProduct, type Product } from '@avstore/core';
import { images } from '../../src/db/schema';
import { type TestApp } from '../helpers/test-app';
import { call } from '../helpers/admin';
import { it, type Admin } from '../fixtures';

let made = 0;
async function newProduct(t: TestApp, admin: Admin): Promise<string> {
  const res = await call(t, 'POST', '/api/admin/products', admin.token, {
    name: `Pictured speaker ${Date.now()} ${++made}`,
    price: 250000,
    category: 'Active Speakers',
    stock: 4,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function upload(
  t: TestApp,
  admin: Admin,
  id: string,
  bytes: Buffer,
  type = 'image/jpeg',
  name = 'photo.jpg',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${t.url}/api/admin/products/${id}/images`, {
    method: 'POST',
    headers: admin.headers,
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      url?: string;
      message?: string;
      picture?: { id: string; alt: string; width: number; height: number; color: string };
    },
  };
}

/** A photo as a camera makes one: a left half red, a right half blue, with EXIF and GPS. */
function cameraPhoto(width: number, height: number, orientation = 1) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#1040d0' } })
    .composite([
      {
        input: { create: { width: half, height, channels: 3, background: '#d01010' } },
        left: 0,
        top: 0,
      },
    ])
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R6', Software: 'camera firmware 1.8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 1/1' },
    })
    .withMetadata({ orientation });
}

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { headers });

describe('uploading a picture', () => {
  it('keeps every accepted type as variants at each width, with no metadata at all', async ({
    t,
    admin,
  }) => {
    const id = await newProduct(t, admin);
    const photo = cameraPhoto(1000, 750);
    const kinds: [string, Buffer][] = [
      ['image/jpeg', await photo.clone().jpeg().toBuffer()],
      ['image/png', await photo.clone().png().toBuffer()],
      ['image/webp', await photo.clone().webp().toBuffer()],
      ['image/avif', await photo.clone().avif({ effort: 0 }).toBuffer()],
    ];
    for (const [type, bytes] of kinds) {
      const res = await upload(t, admin, id, bytes, type, `photo.${type.split('/')[1]}`);
      expect(res.status, type).toBe(201);
      const picture = res.body.picture!;
      expect(picture).toMatchObject({ width: 1000, height: 750, alt: '' });
      expect(picture.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(res.body.url).toBe(`/media/${picture.id}.jpg`);
      for (const width of [160, 320, 480, 640, 800, 960, 1000]) {
        for (const [format, mime] of [
          ['avif', 'image/avif'],
          ['webp', 'image/webp'],
          ['jpg', 'image/jpeg'],
        ] as const) {
          const answer = await get(t, `/media/${picture.id}/${width}.${format}`);
          expect(answer.status, `${type} ${width} ${format}`).toBe(200);
          expect(answer.headers.get('content-type')).toBe(mime);
          const variant = Buffer.from(await answer.arrayBuffer());
          const meta = await sharp(variant).metadata();
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(Math.round((width * 750) / 1000));
          expect(meta.exif, `${type} ${width} ${format} carries EXIF`).toBeUndefined();
          expect(meta.icc ?? meta.xmp ?? meta.iptc).toBeUndefined();
        }
      }
    }
  });

  it('keeps no metadata in the stored source either', async ({ t, admin }) => {
    const id = await newProduct(t, admin);
    const res = await upload(t, admin, id, await cameraPhoto(800, 600).jpeg().toBuffer());
    const [row] = await t.database.db
      .select({ bytes: images.bytes })
      .from(images)
      .where(eq(images.id, res.body.picture!.id));
    const meta = await sharp(row!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(row!.bytes.includes(Buffer.from('EOS R6'))).toBe(false);
  });

  it('turns a photo taken sideways upright, by its EXIF orientation', async ({ t, admin }) => {
    const id = await newProduct(t, admin);
    // Stored 1200x800 with "rotate 90° clockwise to show": upright it is 800 wide, 1200 high,
    // and the red half (on the left as stored) comes to the top.
    const res = await upload(t, admin, id, await cameraPhoto(1200, 800, 6).jpeg().toBuffer());
    expect(res.status).toBe(201);
    expect(res.body.picture).toMatchObject({ width: 800, height: 1200 });
    const variant = Buffer.from(
      await (await get(t, `/media/${res.body.picture!.id}/320.jpg`)).arrayBuffer(),
    );
    const { data, info } = await sharp(variant).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(320);
    expect(info.height).toBe(480);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [topRed, , topBlue] = pixel(160, 40);
    const [bottomRed, , bottomBlue] = pixel(160, 440);
    expect(topRed).toBeGreaterThan(150);
    expect(topBlue).toBeLessThan(100);
    expect(bottomBlue).toBeGreaterThan(150);
    expect(bottomRed).toBeLessThan(100);
  });

  it('keeps a tall photo within the largest width both ways', async ({ t, admin }) => {
    const id = await newProduct(t, admin);
    const res = await upload(t, admin, id, await cameraPhoto(1800, 3600).jpeg().toBuffer());
    expect(res.body.picture).toMatchObject({ width: 800, height: 1600 });
    const widest = await get(t, `/media/${res.body.picture!.id}/1600.jpg`);
    expect(await sharp(Buffer.from(await widest.arrayBuffer())).metadata()).toMatchObject({
      width: 800,
      height: 1600,
    });
  });

  it('refuses a decompression bomb and a cut-short file with a clear message', async ({
    t,
    admin,
  }) => {
    const id = await newProduct(t, admin);
    // 12,000 x 12,000 of one colour: a few kilobytes that would unpack to 432 MB.
    const bomb = await sharp({
      create: { width: 12_000, height: 12_000, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload(t, admin, id, bomb, 'image/png', 'bomb.png');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Images must be at most 50 megapixels.');

    const whole = await cameraPhoto(1200, 900).jpeg().toBuffer();
    const cut = await upload(t, admin, id, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.status).toBe(422);
    expect(cut.body.message).toBe(
      'This image could not be read. It may be damaged or cut short; please send it again.',
    );
  });

  it('refuses another type (by its bytes, whatever it claims) with 415 and a big file with 413', async ({
    t,
    admin,
  }) => {
    const id = await newProduct(t, admin);
    const gif = await upload(t, admin, id, Buffer.from('GIF89a....'), 'image/png', 'fake.png');
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('Images must be JPEG, PNG, WebP or AVIF.');
    const big = await upload(
      t,
      admin,
      id,
      Buffer.alloc(25 * 1024 * 1024 + 10, 0xff),
      'image/jpeg',
      'big.jpg',
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Images must be at most 25 MB.');
  });
});

describe('processing', () => {
  it('leaves the server answering other requests while a camera photo is processed', async ({
    t,
    admin,
  }) => {
    const id = await newProduct(t, admin);
    const grain = { type: 'gaussian', mean: 128, sigma: 16 } as const;
    const photo = await sharp({
      create: { width: 3200, height: 2400, channels: 3, background: '#000', noise: grain },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    let finished = false;
    const uploading = upload(t, admin, id, photo).finally(() => (finished = true));
    let answeredMeanwhile = 0;
    while (!finished) {
      const health = await get(t, '/api/health');
      if (health.status === 200 && !finished) answeredMeanwhile++;
    }
    expect((await uploading).status).toBe(201);
    // Processing on the event loop would leave one or two answers, before it began.
    expect(answeredMeanwhile).toBeGreaterThan(5);
  });
});

describe('serving pictures', () => {
  it('serves each width and format with its type and a cache header that lasts', async ({
    t,
    admin,
  }) => {
    const id = await newProduct(t, admin);
    const { body } = await upload(t, admin, id, await cameraPhoto(2000, 1000).jpeg().toBuffer());
    const picture = body.picture!;
    const avif = await get(t, `/media/${picture.id}/640.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The spec's address is the widest JPEG; past the largest width, the largest is answered.
    const main = await sharp(Buffer.from(await (await get(t, body.url!)).arrayBuffer())).metadata();
    expect(main).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect(PICTURE_WIDTHS.at(-1)).toBe(1600);
    // Only the widths kept are made: no one can fill the database with every width there is.
    expect((await get(t, `/media/${picture.id}/100.jpg`)).status).toBe(404);
    expect((await get(t, `/media/${picture.id}/1999.jpg`)).status).toBe(400);
    expect((await get(t, `/media/${picture.id}/320.gif`)).status).toBe(400);
    expect((await get(t, `/media/00000000-0000-4000-8000-000000000000/320.jpg`)).status).toBe(404);
  });

  it('gives a smaller file to a narrower slot and to a newer format', async ({ t, admin }) => {
    const id = await newProduct(t, admin);
    const { body } = await upload(t, admin, id, await cameraPhoto(1600, 1200).jpeg().toBuffer());
    const size = async (t: TestApp, path: string) =>
      (await (await get(t, path)).arrayBuffer()).byteLength;
    const pictureId = body.picture!.id;
    expect(await size(t, `/media/${pictureId}/320.jpg`)).toBeLessThan(
      await size(t, `/media/${pictureId}/1280.jpg`),
    );
    expect(await size(t, `/media/${pictureId}/1280.webp`)).toBeLessThan(
      await size(t, `/media/${pictureId}/1280.jpg`),
    );
  });
});

describe("a product's pictures", () => {
  it('are shown in the order chosen, with their alt text or the product name', async ({
    t,
    admin,
  }) => {
    const id = await newProduct(t, admin);
    const ups = [];
    for (const w of [900, 700, 500])
      ups.push((await upload(t, admin, id, await cameraPhoto(w, 600).jpeg().toBuffer())).body);
    const [a, b, c] = ups.map((u) => u.picture!);
    const product = await call(t, 'GET', `/api/admin/products/${id}`, admin.token);
    const saved = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: product.body.version,
      pictures: [
        { id: c!.id, alt: 'Rear panel with speakON inputs' },
        { id: a!.id, alt: '' },
        { id: b!.id, alt: '  Side view  ' },
      ],
    });
    expect(saved.status).toBe(200);
    const addresses = [c, a, b].map((p) => `/media/${p!.id}.jpg`);
    await expect
      .poll(
        async () => {
          const shop = (await (await get(t, '/api/products/')).json()) as ListedProduct[];
          return shop.find((p) => p.id === id)?.images;
        },
        { timeout: 5000 },
      )
      .toEqual(addresses);
    const shown = (await (await get(t, `/api/products/${id}`)).json()) as Product;
    expect(shown.images).toEqual(addresses);
    expect(shown.pictures.map((p) => p.alt)).toEqual([
      'Rear panel with speakON inputs',
      product.body.name,
      'Side view',
    ]);
    expect(shown.pictures[0]).toMatchObject({
      id: c!.id,
      width: 500,
      height: 600,
      color: c!.color,
    });
  });

  it('must be uploads of the shop, each listed once', async ({ t, admin }) => {
    const id = await newProduct(t, admin);
    const { body } = await upload(t, admin, id, await cameraPhoto(400, 300).jpeg().toBuffer());
    const product = await call(t, 'GET', `/api/admin/products/${id}`, admin.token);
    const stranger = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: product.body.version,
      pictures: [{ id: '00000000-0000-4000-8000-000000000000', alt: '' }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(
      'A picture of this product is not one uploaded to the shop.',
    );
    const twice = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: product.body.version,
      pictures: [
        { id: body.picture!.id, alt: '' },
        { id: body.picture!.id, alt: 'again' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('A picture is listed twice.');
  });
});

describe('pictures stored before processing', () => {
  it('are made upright sources without metadata, and their products get size and colour', async ({
    t,
    admin,
  }) => {
    const raw = await cameraPhoto(1200, 800, 6).jpeg().toBuffer();
    const [row] = await t.database.db
      .insert(images)
      .values({ contentType: 'image/jpeg', bytes: raw })
      .returning({ id: images.id });
    const id = await newProduct(t, admin);
    const product = await call(t, 'GET', `/api/admin/products/${id}`, admin.token);
    // As migration 0011 leaves an older product: the picture's id, no size yet.
    const saved = await call(t, 'PATCH', `/api/admin/products/${id}`, admin.token, {
      version: product.body.version,
      pictures: [{ id: row!.id, alt: '' }],
    });
    expect((saved.body.pictures as unknown[])[0]).toEqual({ id: row!.id, alt: '' });

    // Its first request processes it, before the background pass has run.
    const first = await get(t, `/media/${row!.id}.jpg`);
    const shown = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect(shown).toMatchObject({ width: 800, height: 1200 });
    expect(shown.exif).toBeUndefined();
    await t.app.services.media.prepareAll();
    const [source] = await t.database.db.select().from(images).where(eq(images.id, row!.id));
    expect(source).toMatchObject({ width: 800, height: 1200, contentType: 'image/webp' });
    expect((await sharp(source!.bytes).metadata()).exif).toBeUndefined();
    const after = await call(t, 'GET', `/api/admin/products/${id}`, admin.token);
    expect((after.body.pictures as unknown[])[0]).toMatchObject({
      id: row!.id,
      width: 800,
      height: 1200,
      color: source!.color,
    });
  });
});
