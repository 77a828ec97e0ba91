import { z } from '../zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/**
 * The language a request was made in (issue #30): an order's or a quotation's mails and documents
 * are in it. Absent is English, so a request that names none is answered as before.
 */
export const LanguageSchema = z
  .enum(LANGUAGES, { message: "language must be 'en', 'si' or 'ta'" })
  .optional()
  .default(DEFAULT_LANGUAGE);
