import {
  ADMIN_MESSAGES,
  PICTURE_MESSAGES,
  UploadedPictureSchema,
  type UploadedPicture,
} from '@avstore/core';
import { ApiError } from '../../../lib/api-client';
import { clearSession, readToken } from '../../../lib/storage';
import { imageProblem } from '../lib/image-check';

/** What a refusal without a message of its own means (the server sends one for 413 and 422). */
const STATUS_MESSAGES: Record<number, string> = {
  413: ADMIN_MESSAGES.imageSize,
  415: ADMIN_MESSAGES.imageType,
  422: PICTURE_MESSAGES.unreadable,
};

export interface UploadOptions {
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  /** Every byte is sent: the server is now making the picture's variants (up to ~2 s). */
  onSent?: () => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer as the api client would give it: the picture, or an ApiError with the message. */
function answerOf(status: number, text: string, token: string | null): UploadedPicture {
  const data = parse(text);
  if (status < 200 || status >= 300) {
    if (status === 401 && token) clearSession();
    const sent = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError((typeof sent === 'string' && sent) || STATUS_MESSAGES[status] || '', status);
  }
  const answer = UploadedPictureSchema.safeParse(data);
  if (!answer.success) throw new ApiError('The upload gave no picture back.', 500);
  // The new picture is processed: its size and dominant colour are known.
  return answer.data;
}

/**
 * Uploads one image as multipart/form-data (field `file`) with the api client's token and error
 * mapping. XMLHttpRequest rather than fetch: only it reports the upload's progress.
 */
export function uploadProductImage(
  id: string,
  file: File,
  { onProgress, onSent, signal }: UploadOptions = {},
): Promise<UploadedPicture> {
  const problem = imageProblem(file);
  if (problem) return Promise.reject(new ApiError(problem, 0, 'invalid'));
  if (signal?.aborted)
    return Promise.reject(new DOMException('The upload was stopped.', 'AbortError'));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = readToken();
    xhr.open('POST', `/api/admin/products/${encodeURIComponent(id)}/images`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    // Upload listeners go on before send(), or the browser may never report.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => {
      try {
        resolve(answerOf(xhr.status, xhr.responseText, token));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () =>
      reject(new ApiError('Network error. Please check your connection.', 0, 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
