import type { Language, ProductPicture } from '@avstore/core';

/** The pages the server renders with the web app's components. */
export type RenderedPageKind = 'product' | 'home' | 'shop';

/** Puts a rendered page into the app's index.html, with the hints of its kind of page. */
export type PageTemplate = (parts: {
  kind: RenderedPageKind;
  /** The page's language: its `<html lang>`, the fonts and messages it loads. */
  language: Language;
  head: string;
  html: string;
  state: string;
  /** The picture the page shows largest first, preloaded. */
  picture: ProductPicture | undefined;
}) => string;

/** Text for HTML, inside an element or an attribute's quotes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** JSON-LD in a script element: `<` escaped so no text of a product can end the element. */
export function jsonLd(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
