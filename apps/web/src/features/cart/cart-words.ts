import {
  CART_LINES_MESSAGE,
  lineLimitMessage,
  MAX_CART_LINES,
  stockLimitMessage,
  type Language,
} from '@avstore/core';
import { loadedCatalogue } from '../../i18n/kept';
import { loadMessages } from '../../i18n/load';
import english from '../../i18n/locales/en/cart.json';
import { textTranslator, type Catalogue } from '../../i18n/translate';

/**
 * What the cart's toasts say, in the page's language. Loaded with the first toast, as the toast
 * library is: no page's first script carries them.
 */
export async function cartWords(language: Language) {
  await loadMessages(language, ['cart']);
  const t = textTranslator<keyof typeof english>(
    loadedCatalogue(language, 'cart'),
    english as unknown as Catalogue,
  );
  return {
    added: (name: string, quantity: number) =>
      quantity > 1 ? t('toast.addedSome', { quantity, name }) : t('toast.added', { name }),
    /** Core's refusal of a change (in English), in the page's language. */
    refusal(error: string, { stock, name }: { stock: number; name: string }, max?: number) {
      if (language === 'en') return error;
      if (error === stockLimitMessage(stock, name)) return t('limit.stock', { stock, name });
      if (error === CART_LINES_MESSAGE) return t('limit.lines', { max: MAX_CART_LINES });
      if (max !== undefined && error === lineLimitMessage(max, name))
        return t('limit.line', { max, name });
      return error;
    },
  };
}

export type CartWords = Awaited<ReturnType<typeof cartWords>>;
