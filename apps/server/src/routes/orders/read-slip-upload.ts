import type { FastifyRequest } from 'fastify';
import { BANK_TRANSFER_MESSAGES, MAX_SLIP_BYTES } from '@avstore/core';
import { AppError } from '../../errors';
import type { SlipUpload } from '../../services/payments/bank-transfer/upload-slip';

const tooLarge = () => new AppError('too_large', BANK_TRANSFER_MESSAGES.slipSize, 'slip_too_large');

/**
 * The one file of a slip's multipart upload, in full, with its name; past 10 MB it is refused as
 * soon as the limit is crossed, without reading the rest into memory.
 */
export async function readSlipUpload(request: FastifyRequest): Promise<SlipUpload> {
  if (!request.isMultipart())
    throw new AppError(
      'unsupported',
      'Send the slip as multipart/form-data in a field named file.',
      'not_multipart',
    );
  try {
    const file = await request.file({ limits: { fileSize: MAX_SLIP_BYTES } });
    if (!file) throw new AppError('invalid', BANK_TRANSFER_MESSAGES.noFile, 'no_file');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return { bytes, fileName: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A broken multipart body (no boundary, cut short) is the sender's fault.
    throw new AppError('invalid', BANK_TRANSFER_MESSAGES.unreadable, 'bad_upload');
  }
}
