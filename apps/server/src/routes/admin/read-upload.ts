import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@avstore/core';
import { AppError } from '../../errors';

/** The one file of a multipart upload, in full; past the size limit or unreadable, refused. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
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
  return bytes;
}
