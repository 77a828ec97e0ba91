import { z } from './zod';

export const NUL_MESSAGE = 'Text cannot contain a NUL character (U+0000)';

/**
 * The string every request field starts from. PostgreSQL refuses U+0000 in text and jsonb, so a
 * NUL that got through would fail in the database with a 500; it is refused here, first, as 400.
 */
export function text(params?: { message?: string }) {
  return z.string(params).refine((value) => !value.includes('\u0000'), { message: NUL_MESSAGE });
}
