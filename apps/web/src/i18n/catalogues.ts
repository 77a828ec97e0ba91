import type { Language } from '@avstore/core';
import type { Namespace } from './kept';
import type { Catalogue } from './translate';

/**
 * Sinhala and Tamil, each namespace a chunk of its own, fetched only by a page in its language;
 * this module too (load.ts), so that an English page's first script carries none of it.
 */
const chunks = import.meta.glob<{ default: Catalogue }>([
  './locales/{si,ta}/*.json',
  '!./locales/*/seo.json',
]);

/** The namespaces' catalogues in `language`. */
export function fetchCatalogues(
  language: Language,
  namespaces: readonly Namespace[],
): Promise<[Namespace, Catalogue][]> {
  return Promise.all(
    namespaces.map(async (namespace): Promise<[Namespace, Catalogue]> => {
      const chunk = chunks[`./locales/${language}/${namespace}.json`];
      return [namespace, chunk ? (await chunk()).default : {}];
    }),
  );
}
