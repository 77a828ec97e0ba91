import {
  ADMIN_MESSAGES,
  PICTURE_MESSAGES,
  UploadedPictureSchema,
  type UploadedPicture,
} from '@avstore/core';
import { ApiError, upload, type UploadOptions } from '../../../lib/api-client';
import { imageProblem } from '../lib/image-check';

/** What a refusal without a message of its own means (the server sends one for 413 and 422). */
const STATUS_MESSAGES: Record<number, string> = {
  413: ADMIN_MESSAGES.imageSize,
  415: ADMIN_MESSAGES.imageType,
  422: PICTURE_MESSAGES.unreadable,
};

/** A refusal's message: the server's, else what its status means for a picture. */
function withMessage(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.message) return error;
  return new ApiError(STATUS_MESSAGES[error.status] ?? '', error.status, error.code);
}

/**
 * Uploads one image as multipart/form-data (field `file`) through the api client, which reports its
 * progress. A file the server would refuse is refused here, before a byte is sent.
 */
export async function uploadProductImage(
  id: string,
  file: File,
  options: UploadOptions = {},
): Promise<UploadedPicture> {
  const problem = imageProblem(file);
  if (problem) throw new ApiError(problem, 0, 'invalid');
  const body = new FormData();
  body.append('file', file);
  const data = await upload<unknown>(
    `/admin/products/${encodeURIComponent(id)}/images`,
    body,
    options,
  ).catch((error: unknown) => {
    throw withMessage(error);
  });
  const answer = UploadedPictureSchema.safeParse(data);
  if (!answer.success) throw new ApiError('The upload gave no picture back.', 500);
  // The new picture is processed: its size and dominant colour are known.
  return answer.data;
}
