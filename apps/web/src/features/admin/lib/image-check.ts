import { ADMIN_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES } from '@avstore/core';

/** Why the browser refuses a file before uploading it, or null when it may go (415 / 413 early). */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return ADMIN_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return ADMIN_MESSAGES.imageSize;
  return null;
}

/** The `accept` attribute of the file input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
