import english from './locales/en/pages.json';
import { knownText } from './known';
import { useScreenT } from './common';

/** The `pages` namespace's messages (About's, Contact's and Compare's own words). */
export const usePagesT = () => useScreenT('pages', english);

/** A message in English (core's check, the server's refusal) in the page's language when known. */
export function usePagesText(): (text: string | undefined) => string | undefined {
  const t = usePagesT();
  return (text) => (text ? knownText(t, english, text) : text);
}
