import { inArray } from 'drizzle-orm';
import {
  PICTURE_MESSAGES,
  pictureImageUrl,
  type PictureChoice,
  type ProductPicture,
} from '@avstore/core';
import type { DbOrTx } from '../../db/database';
import { images, type StoredPicture } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The back office's choice of pictures as a product keeps them: each must be an upload of the
 * shop's, once; its size and colour are copied in, as an upload never changes.
 */
export async function storedPictures(
  db: DbOrTx,
  choices: readonly PictureChoice[],
): Promise<StoredPicture[]> {
  if (choices.length === 0) return [];
  const ids = choices.map((choice) => choice.id);
  if (new Set(ids).size !== ids.length)
    throw new AppError('invalid', PICTURE_MESSAGES.pictureTwice, 'picture_twice');
  const rows = await db
    .select({ id: images.id, width: images.width, height: images.height, color: images.color })
    .from(images)
    .where(inArray(images.id, ids));
  const found = new Map(rows.map((row) => [row.id, row]));
  return choices.map(({ id, alt }) => {
    const row = found.get(id);
    if (!row) throw new AppError('invalid', PICTURE_MESSAGES.unknownPicture, 'unknown_picture');
    return { id, alt, ...sizeAndColor(row) };
  });
}

/** What is known of a picture's size and colour yet: nothing until it is processed. */
export function sizeAndColor(row: {
  width: number | null;
  height: number | null;
  color: string | null;
}): Pick<StoredPicture, 'width' | 'height' | 'color'> {
  return {
    ...(row.width && row.height && { width: row.width, height: row.height }),
    ...(row.color && { color: row.color }),
  };
}

/** A product's pictures as the shop shows them, and the spec's `images` made from them. */
export function shownPictures(
  stored: readonly StoredPicture[],
  productName: string,
): { images: string[]; pictures: ProductPicture[] } {
  return {
    images: stored.map((picture) => pictureImageUrl(picture.id)),
    pictures: stored.map((picture) => ({ ...picture, alt: picture.alt || productName })),
  };
}
