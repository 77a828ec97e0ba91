import { ADMIN_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES } from '@avstore/core';

/** Why the browser refuses a file before uploading it, or null when it may go (415 / 413 early). */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return ADMIN_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return ADMIN_MESSAGES.imageSize;
  return null;
}

/** The `accept` attribute of the file input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

/** The accepted kinds in words, 'JPEG, PNG or WebP', from the same list the check uses. */
export function imageKinds(): string {
  const names = IMAGE_TYPES.map((type: string) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/** Whole megabytes a file may have, for the hint beside the picker. */
export const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));
