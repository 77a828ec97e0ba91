import english from './locales/en/orders.json';
import { knownText } from './known';
import { useScreenT } from './common';

export type OrdersKey = keyof typeof english;

/** The `orders` namespace's messages in the page's language. */
export const useOrdersT = () => useScreenT('orders', english);

/**
 * An order's text written in English by core or the server (a status, a step, an error) in the
 * page's language when the orders' catalogue knows it; any other as it came.
 */
export function useOrdersText(): (text: string) => string {
  const t = useOrdersT();
  return (text) => knownText(t, english, text);
}

/**
 * What the receipt's button says in the page's language, while it fetches the PDF and when it
 * fails, with the server's refusals the catalogue knows ('Order not found', a lost connection).
 * The back office keeps the button's English.
 */
export function useReceiptWords() {
  const t = useOrdersT();
  return {
    label: t('receipt'),
    busyLabel: t('receiptBusy'),
    failure: t('receiptFailed'),
    readMessage: useOrdersText(),
  };
}
