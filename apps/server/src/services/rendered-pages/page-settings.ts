import type { Language, PublicConfig, SpecialDeal } from '@avstore/core';

/** The shop's settings as rendered pages read them (services/settings). */
export interface PageSettings {
  /** Counts the settings' changes: a page rendered from them is current while it stays. */
  readonly generation: number;
  /** The public configuration a page in `language` is rendered with (its banners in it). */
  publicConfig(language?: Language): Promise<PublicConfig>;
  /** Home's Special Deals, its words in `language`. */
  specialDeal(language?: Language): Promise<SpecialDeal>;
}

/**
 * What kept pages follow (kept-pages.ts): the catalogue's builds and the settings' changes, one
 * count that moves when either does.
 */
export function catalogueAndSettings(
  catalogue: { readonly generation: number },
  settings: { readonly generation: number },
): { readonly generation: number } {
  return {
    get generation() {
      return catalogue.generation + settings.generation;
    },
  };
}
