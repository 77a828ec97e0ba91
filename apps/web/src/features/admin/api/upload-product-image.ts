import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@avstore/core';
import { ApiError } from '../../../lib/api-client';
import { clearSession, readToken } from '../../../lib/storage';
import { imageProblem } from '../lib/image-check';

const STATUS_MESSAGES: Record<number, string> = {
  413: ADMIN_MESSAGES.imageSize,
  415: ADMIN_MESSAGES.imageType,
};

/**
 * Uploads one image as multipart/form-data (field `file`); the api client only sends JSON, so
 * this calls fetch itself with the same token and the same error mapping.
 */
export async function uploadProductImage(id: string, file: File): Promise<{ url: string }> {
  const problem = imageProblem(file);
  if (problem) throw new ApiError(problem, 0, 'invalid');
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/admin/products/${encodeURIComponent(id)}/images`, {
      method: 'POST',
      headers,
      body,
    });
  } catch {
    throw new ApiError('Network error. Please check your connection.', 0, 'network');
  }
  const data = (await response.json().catch(() => undefined)) as
    { url?: string; message?: unknown } | undefined;
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    const message = typeof data?.message === 'string' ? data.message : '';
    throw new ApiError(message || STATUS_MESSAGES[response.status] || '', response.status);
  }
  if (typeof data?.url !== 'string') throw new ApiError('The upload gave no image address.', 500);
  return { url: data.url };
}

export function useUploadProductImage(id: string) {
  return useMutation({ mutationFn: (file: File) => uploadProductImage(id, file) });
}
