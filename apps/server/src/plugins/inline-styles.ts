import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * index.html with the app's stylesheets put in the page. A page the server renders is read before
 * its scripts run, so its first paint waits for its styles alone: on a phone's slow link a
 * stylesheet of its own is one more round trip, and its bytes share the link with the scripts
 * loading beside it (Lighthouse's first contentful paint, issue #26). The styles are about 9 KB
 * compressed; the shell of the other pages keeps the link, cached once for all of them.
 */
export function inlineStylesheets(indexHtml: string, webRoot: string): string {
  return indexHtml.replace(STYLESHEET, (link, file: string) => {
    const css = readInside(webRoot, file);
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

function readInside(webRoot: string, file: string): string | undefined {
  const full = path.resolve(webRoot, file);
  if (!full.startsWith(path.resolve(webRoot) + path.sep)) return undefined;
  try {
    return fs.readFileSync(full, 'utf8');
  } catch {
    return undefined;
  }
}
