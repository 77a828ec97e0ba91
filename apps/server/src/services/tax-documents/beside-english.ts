import type { Language } from '@avstore/core';
import type { MessageKey, MessageValues } from '../../i18n/translate';
import { orderWords } from '../order-documents/order-words';

/**
 * A tax document's words for an order placed in `language` (issue #30). The revised VAT format
 * (decision 025) is English, so its headings stay English, as the format words them, and a
 * Sinhala or Tamil order's document puts the translation beside them: 'TAX INVOICE / බදු
 * ඉන්වොයිසිය'. Its other sentences are in the order's language alone.
 */
export function taxDocumentWords(language: Language) {
  const english = orderWords('en').doc;
  const own = orderWords(language).doc;
  return {
    heading: (key: MessageKey<'documents'>, values?: MessageValues) =>
      language === 'en' ? english(key, values) : `${english(key, values)} / ${own(key, values)}`,
    said: own,
  };
}
