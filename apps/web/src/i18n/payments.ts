import english from './locales/en/payments.json';
import { knownText } from './known';
import { useScreenT } from './common';

/** The `payments` namespace's messages in the page's language. */
export const usePaymentsT = () => useScreenT('payments', english);

/** A payment's error in English (core's, the provider's) in the page's language when known. */
export function usePaymentsText(): (text: string) => string {
  const t = usePaymentsT();
  return (text) => knownText(t, english, text);
}
