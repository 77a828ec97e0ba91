import type { PageTemplate } from '../services/rendered-pages/page-template';
import type { PageHints } from './page-hints';

/**
 * index.html with a rendered page's head and markup in place of the shell's, its language on
 * `<html>`, and the hints of its kind of page. The shell's 'needs JavaScript' note goes: the page
 * reads without it.
 */
export function templateOf(indexHtml: string, hints: PageHints | undefined): PageTemplate {
  const shell = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    // The page's settings come with it: the shell's early fetch of them would go unused.
    .replace(/<link\s+rel="preload"\s+href="\/api\/config"[\s\S]*?>/, '');
  const headEnd = shell.indexOf('</head>');
  const [before, after] = shell.slice(headEnd).split('<div id="root"></div>');
  if (headEnd < 0 || after === undefined) throw new Error('index.html has no head or no #root');
  return ({ kind, language, head, html, state, picture }) =>
    withLanguage(shell.slice(0, headEnd), language, hints?.fontHead(language)) +
    head +
    (hints?.renderedLinks(kind, picture) ?? '') +
    before +
    `<div id="root">${html}</div>${state}` +
    after;
}

/**
 * The page's `<html lang>` (index.html says English), and what must come first in its head (a
 * Sinhala or Tamil page's font), right after its charset.
 */
export function withLanguage(html: string, language: string, first = ''): string {
  if (language === 'en') return html;
  return (
    html
      .replace('<html lang="en">', `<html lang="${language}">`)
      // The settings in the page's language (its banners), as the app asks for them.
      .replace('href="/api/config"', `href="/api/config?lang=${language}"`)
      .replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1${first}`)
  );
}
