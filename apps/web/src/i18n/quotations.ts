import english from './locales/en/quotations.json';
import { knownText } from './known';
import { useScreenT } from './common';

/** The `quotations` namespace's messages in the page's language. */
export const useQuotationsT = () => useScreenT('quotations', english);

/** A quotation's refusal in English (core's, the server's) in the page's language when known. */
export function useQuotationsText(): (text: string | undefined) => string | undefined {
  const t = useQuotationsT();
  return (text) => (text ? knownText(t, english, text) : text);
}
