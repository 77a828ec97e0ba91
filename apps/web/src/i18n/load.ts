import type { Language } from '@avstore/core';
import { EVERY_PAGE, keepCatalogue, loadedCatalogue, type Namespace } from './kept';

/**
 * Loads what a page in `language` shows of every page and of `namespaces` before it renders.
 * English has nothing to load; the loader itself comes in a chunk of its own (catalogues.ts).
 */
export async function loadMessages(language: Language, namespaces: readonly Namespace[] = []) {
  const missing = [...EVERY_PAGE, ...namespaces].filter((n) => !loadedCatalogue(language, n));
  if (language === 'en' || missing.length === 0) return;
  const { fetchCatalogues } = await import('./catalogues');
  for (const [namespace, catalogue] of await fetchCatalogues(language, missing))
    keepCatalogue(language, namespace, catalogue);
}
