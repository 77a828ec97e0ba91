import { z } from '../zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/**
 * The language a request was made in (issue #30): an order's or a quotation's mails and documents
 * are in it. Absent is English, so a request that names none is answered as before.
 */
export const LanguageSchema = oneOfTheLanguages("language must be 'en', 'si' or 'ta'")
  .optional()
  .default(DEFAULT_LANGUAGE);

/** `?lang=si`: the page's texts in the page's language; English when left out. */
export const LanguageQuerySchema = z.object({
  lang: oneOfTheLanguages("lang must be 'en', 'si' or 'ta'.").default(DEFAULT_LANGUAGE),
});

function oneOfTheLanguages(message: string) {
  return z.enum(LANGUAGES, { message });
}
