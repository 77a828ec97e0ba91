import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  ADMIN_MESSAGES,
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  pictureWidths,
  MAX_PICTURE_PIXELS,
  PICTURE_MESSAGES,
  type PictureFormat,
} from '@avstore/core';
import { AppError } from '../../errors';

/**
 * Everything done to a picture's pixels, with sharp (libvips): decoding, turning upright,
 * resizing and encoding (docs/decisions/014-product-pictures.md). sharp works on libuv's threads,
 * never on the event loop; the queue in picture-store.ts keeps it to one picture at a time.
 */

// A picture is one job at a time, and each job uses one of the machine's cores, so that a shop
// owner's upload leaves the other cores to the shoppers.
sharp.concurrency(1);
// libvips' operation cache holds decoded pictures for reuse; a server sees each source once.
sharp.cache(false);

const SOURCE_QUALITY = 90;
const LARGEST = PICTURE_WIDTHS.at(-1)!;

const ENCODINGS: Record<PictureFormat, (image: Sharp) => Sharp> = {
  // Effort 0: 2% larger than effort 2 in a fifth of its time (docs/performance.md, pictures).
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  // WebP is for the few browsers without AVIF: effort 2, half the time of 4 for 6% more bytes.
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  // The JPEG is for browsers with neither (and link previews): libjpeg-turbo's optimised
  // progressive coding, a fifth of mozjpeg's time for a quarter more bytes. JPEG has no
  // transparency: a cut-out product photo goes on white, as shop pages show it.
  jpg: (image) =>
    image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, progressive: true, optimiseCoding: true }),
};

export interface Source {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
  color: string;
}

/** The kinds accepted, told by the file's first bytes, not by what the browser claims. */
export function sniffPicture(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  // ISO media: AVIF reads with sharp's own libheif; HEIC (HEVC) does not, and is refused as any other.
  const brand = bytes.subarray(8, 12).toString('latin1');
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && (brand === 'avif' || brand === 'avis'))
    return 'image/avif';
  return undefined;
}

/** The picture's pixels from any source: raster limited in pixels, turned upright, no metadata. */
function decode(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
}

/** Why sharp gave up, in the shop owner's words. */
function refusal(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message))
    return new AppError('unprocessable', PICTURE_MESSAGES.tooManyPixels, 'image_too_many_pixels');
  return new AppError('unprocessable', PICTURE_MESSAGES.unreadable, 'image_unreadable');
}

export interface Variant {
  width: number;
  format: PictureFormat;
  bytes: Buffer;
}

/**
 * An upload made into the source kept and every variant, decoding it once: refused when it is
 * unreadable, cut short or over the pixel limit; turned upright; within the largest width both ways;
 * without any metadata (the camera's serial number and the GPS position stay with the owner).
 */
export async function processUpload(
  bytes: Buffer,
): Promise<{ source: Source; variants: Variant[] }> {
  if (!sniffPicture(bytes))
    throw new AppError('unsupported', ADMIN_MESSAGES.imageType, 'image_type');
  try {
    const pixels = await decode(bytes)
      // Within the largest width both ways: a portrait is 1200 by 1600, not 1600 by 2133, as no
      // slot of the shop is taller than wide, and it costs three quarters of the time.
      .resize({ width: LARGEST, height: LARGEST, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = pixels.info;
    const [sourceBytes, color] = await Promise.all([
      fromPixels(pixels).webp({ quality: SOURCE_QUALITY, alphaQuality: 100 }).toBuffer(),
      dominantColor(fromPixels(pixels)),
    ]);
    const variants: Variant[] = [];
    for (const w of pictureWidths(width)) {
      const scaled =
        w === width
          ? pixels
          : await fromPixels(pixels)
              .resize({ width: w })
              .raw()
              .toBuffer({ resolveWithObject: true });
      const encoded = await Promise.all(
        PICTURE_FORMATS.map((format) => ENCODINGS[format](fromPixels(scaled)).toBuffer()),
      );
      PICTURE_FORMATS.forEach((format, i) =>
        variants.push({ width: w, format, bytes: encoded[i]! }),
      );
    }
    const source = { bytes: sourceBytes, contentType: 'image/webp', width, height, color };
    return { source, variants };
  } catch (error) {
    throw refusal(error);
  }
}

function fromPixels({ data, info }: { data: Buffer; info: OutputInfo }): Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** A demo drawing's size and colour: the SVG is its own source, kept as it is. */
export async function describeDrawing(svg: Buffer): Promise<Omit<Source, 'bytes' | 'contentType'>> {
  const { width, height } = await sharp(svg).metadata();
  if (!width || !height) throw new Error('a drawing without a size');
  return { width, height, color: await dominantColor(sharp(svg)) };
}

/** One variant of a source: `width` wide (never enlarged), in `format`. */
export async function renderVariant(
  source: Buffer,
  width: number,
  format: PictureFormat,
): Promise<Buffer> {
  const image = decode(source).resize({ width, withoutEnlargement: true });
  return ENCODINGS[format](image).toBuffer();
}

/** The colour most of the picture is, shown in its place until it arrives. */
async function dominantColor(image: Sharp): Promise<string> {
  const { dominant } = await image.resize({ width: 64 }).stats();
  const hex = [dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0'));
  return `#${hex.join('')}`;
}
