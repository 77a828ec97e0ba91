import english from './locales/en/payments.json';
import { countryListIn, knownText } from './known';
import { useScreenLanguage, useScreenT } from './common';

/** The `payments` namespace's messages in the page's language. */
export const usePaymentsT = () => useScreenT('payments', english);

/**
 * A payment's error in English (core's, the provider's) in the page's language when known; the
 * countries it names too, where the checkout's catalogue is loaded (the checkout's page).
 */
export function usePaymentsText(): (text: string) => string {
  const t = usePaymentsT();
  const language = useScreenLanguage();
  const values = { countries: (list: string) => countryListIn(language, list) };
  return (text) => knownText(t, english, text, values);
}
