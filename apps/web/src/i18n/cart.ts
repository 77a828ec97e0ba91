import type { Language } from '@avstore/core';
import english from './locales/en/cart.json';
import { translatorIn, useT } from './use-t';

/** The `cart` namespace's messages in the page's language. */
export const useCartT = () => useT('cart', english);

/** The same outside React. */
export const cartT = (language: Language) => translatorIn(language, 'cart', english);
