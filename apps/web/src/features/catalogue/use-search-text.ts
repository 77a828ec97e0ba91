import { useEffect, useState } from 'react';

/** How long typing pauses before the search is written to the URL, and so asked of the server. */
const WRITE_DELAY_MS = 150;

/**
 * The search box's text lives here and shows each keystroke at once; the URL (?q=), and with it
 * the search on the server, follows after a pause.
 * Writing the URL on every keystroke made the box lose keys on a big catalogue: a navigation
 * that committed late set the box back to an older value. A change of the URL that did not come
 * from here (Back, Clear all filters, a shared link) still replaces the text.
 */
export function useSearchText(urlQuery: string, writeUrl: (text: string) => void) {
  const [text, setText] = useState(urlQuery);
  const [written, setWritten] = useState(urlQuery);
  const [seen, setSeen] = useState(urlQuery);
  if (urlQuery !== seen) {
    setSeen(urlQuery);
    if (urlQuery !== written) {
      setText(urlQuery);
      setWritten(urlQuery);
    }
  }
  useEffect(() => {
    if (text === written) return;
    const timer = setTimeout(() => {
      setWritten(text);
      writeUrl(text);
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, written, writeUrl]);
  return [text, setText] as const;
}
