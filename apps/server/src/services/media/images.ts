import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@avstore/core';
import type { Db } from '../../db/database';
import { images } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/** The kinds accepted, told by the file's first bytes, not by what the browser claims. */
function sniff(bytes: Buffer): { type: string; ext: string } | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { type: 'image/jpeg', ext: 'jpg' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'image/png', ext: 'png' };
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { type: 'image/webp', ext: 'webp' };
  return undefined;
}

/** Stores an image in the database (shared by every instance) and gives its URL. */
export async function storeImage(db: Db, bytes: Buffer): Promise<string> {
  const kind = sniff(bytes);
  if (!kind) throw new AppError('unsupported', ADMIN_MESSAGES.imageType, 'image_type');
  const [row] = await db
    .insert(images)
    .values({ contentType: kind.type, bytes })
    .returning({ id: images.id });
  return `/media/${row!.id}.${kind.ext}`;
}

/** Product images as the shop serves them; a new upload gets a new id, so a file never changes. */
export function mediaService({ db }: { db: Db }) {
  return {
    async image(id: string): Promise<{ contentType: string; bytes: Buffer }> {
      const [image] = await db.select().from(images).where(eq(images.id, id));
      if (!image) throw notFound('Image not found');
      return image;
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
