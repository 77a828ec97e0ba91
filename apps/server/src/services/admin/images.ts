import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@avstore/core';
import { images } from '../../db/schema';
import { AppError } from '../../errors';

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

/** Stores one uploaded image in the database (shared by every instance) and gives its URL. */
export async function storeUploadedImage(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string> {
  if (!request.isMultipart())
    throw new AppError(
      'unsupported',
      'Send the image as multipart/form-data in a field named file.',
    );
  let bytes: Buffer;
  let truncated = false;
  try {
    const file = await request.file();
    if (!file) throw new AppError('invalid', 'No file was sent.');
    bytes = await file.toBuffer();
    truncated = file.file.truncated;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('too_large', ADMIN_MESSAGES.imageSize, 'image_too_large');
    // A broken multipart body (no boundary, cut short) is the sender's fault.
    throw new AppError(
      'invalid',
      'The upload could not be read. Please send the image again.',
      'bad_upload',
    );
  }
  if (truncated) throw new AppError('too_large', ADMIN_MESSAGES.imageSize, 'image_too_large');
  const kind = sniff(bytes);
  if (!kind) throw new AppError('unsupported', ADMIN_MESSAGES.imageType, 'image_type');
  const [row] = await app.database.db
    .insert(images)
    .values({ contentType: kind.type, bytes })
    .returning({ id: images.id });
  return `/media/${row!.id}.${kind.ext}`;
}
