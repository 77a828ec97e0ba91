import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSV_MESSAGES, PRODUCT_CSV_LIMITS } from '@avstore/core';
import { AppError } from '../../errors';

const tooBig = () => new AppError('too_large', CSV_MESSAGES.tooBig, 'file_too_large');

/**
 * Reads a text/csv body as bytes, up to the file limit and no further, whatever Content-Length
 * says; more is refused with the import's own words rather than the store's body limit's.
 */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['text/csv', 'text/plain'], (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > PRODUCT_CSV_LIMITS.bytes) {
      payload.resume();
      return done(tooBig(), undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > PRODUCT_CSV_LIMITS.bytes) {
        payload.removeAllListeners('data');
        payload.resume();
        done(tooBig(), undefined);
      } else chunks.push(chunk);
    });
    payload.on('end', () => {
      if (size <= PRODUCT_CSV_LIMITS.bytes) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => done(error, undefined));
  });
}

/** The CSV of an import: a text/csv body, or the one file of a multipart/form-data upload. */
export async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (Buffer.isBuffer(request.body)) return request.body;
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null)
      throw new AppError('invalid', CSV_MESSAGES.noFile, 'no_file');
    throw new AppError('unsupported', CSV_MESSAGES.sendFile, 'unsupported');
  }
  try {
    const file = await request.file({ limits: { fileSize: PRODUCT_CSV_LIMITS.bytes } });
    if (!file) throw new AppError('invalid', CSV_MESSAGES.noFile, 'no_file');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooBig();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw new AppError(
      'invalid',
      'The upload could not be read. Please send the file again.',
      'bad_upload',
    );
  }
}
