/**
 * Product pictures (docs/architecture.md, pictures). An upload is decoded, turned upright,
 * stripped of its metadata and kept as variants: each of these widths (never wider than the
 * picture itself) in each format. The server makes them and the browser chooses among them with
 * `srcset`, so both sides take the widths from here. Free of zod: the Shop's first page uses it.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600] as const;
const LARGEST = 1600;
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const PICTURE_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};
export const MAX_PICTURES = 10;
/** Pixels an upload may have: a 48-megapixel phone photo fits, a decompression bomb does not. */
export const MAX_PICTURE_PIXELS = 50_000_000;

/**
 * How wide the pictures of the first screens are (`sizes`), from their Tailwind classes: the page
 * shows them and the server's page hints preload them, and both must name the same file.
 */
export const PICTURE_SIZES = {
  /**
   * A card's slot in the Shop's grid (max-w-7xl, px-4): two columns from a 360 px phone (gap-3),
   * gap-5 from sm, three from lg beside the 14rem filters (gap-8), four from xl, where the page
   * stops growing; one column below 360 px. Each card's 1 px border is inside its column: on
   * Lighthouse's phone (412 px at 1.75) a picture is 182 px, 318 device pixels, so the 320 variant.
   */
  shopCard:
    '(min-width: 1280px) 231px, (min-width: 1024px) calc((100vw - 334px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), (min-width: 360px) calc((100vw - 48px) / 2), calc(100vw - 34px)',
  /**
   * Home's ring: a card is 9rem by 11rem, 11rem by 13rem from sm; a square picture covers it at
   * its height, so that is the width it needs.
   */
  homeRing: '(min-width: 640px) 208px, 176px',
  /** A featured deal on Home: 10rem wide. */
  homeDeal: '160px',
  /**
   * A product page's main picture (max-w-6xl, px-4): the page's width on a phone, one of two
   * columns 2.5rem apart from md, where the page stops growing at 72rem.
   */
  productPage:
    '(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)',
  /** A related product under it: two columns on a phone (gap-4), four from md. */
  relatedCard:
    '(min-width: 1152px) 268px, (min-width: 768px) calc((100vw - 80px) / 4), calc((100vw - 48px) / 2)',
} as const;

/** The widths a picture this wide is kept at: each standard one below it, and its own up to the largest. */
export function pictureWidths(width: number | undefined): number[] {
  if (width === undefined || width >= LARGEST) return [...PICTURE_WIDTHS];
  return [...PICTURE_WIDTHS.filter((w) => w < width), width];
}

/** The width of the variant that answers a request for `requested`: never wider than the picture. */
export function variantWidth(requested: number, width: number): number {
  return Math.min(requested, width, LARGEST);
}

/** A variant's address; a picture's bytes never change, so every address is cached for good. */
export function pictureUrl(id: string, width: number, format: PictureFormat): string {
  return `/media/${id}/${width}.${format}`;
}

/** The spec's `images` entry for a picture: the largest JPEG, which every browser shows. */
export function pictureImageUrl(id: string): string {
  return `/media/${id}.jpg`;
}

/** `srcset` of one format, every width the picture is kept at. */
export function pictureSrcSet(
  picture: { id: string; width?: number },
  format: PictureFormat,
): string {
  return pictureWidths(picture.width)
    .map((w) => `${pictureUrl(picture.id, w, format)} ${w}w`)
    .join(', ');
}

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})(?:\.[a-z]+|\/\d+\.[a-z]+)$/;

/** The picture id in a stored address (an order's item keeps the address, not the picture). */
export function pictureIdOf(url: string | undefined): string | undefined {
  return url ? MEDIA_URL.exec(url)?.[1] : undefined;
}
