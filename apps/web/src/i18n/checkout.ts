import english from './locales/en/checkout.json';
import { countryListIn, knownText } from './known';
import { useScreenLanguage, useScreenT } from './common';

export type CheckoutKey = keyof typeof english;

/** The `checkout` namespace's messages in the page's language. */
export const useCheckoutT = () => useScreenT('checkout', english);

/**
 * A field's fault or the server's refusal, written in English by core or the server, in the
 * page's language when the checkout's catalogue knows it, the countries it names too; nothing
 * stays nothing.
 */
export function useCheckoutText(): (text: string | undefined) => string | undefined {
  const t = useCheckoutT();
  const language = useScreenLanguage();
  const values = { countries: (list: string) => countryListIn(language, list) };
  return (text) => (text ? knownText(t, english, text, values) : text);
}
