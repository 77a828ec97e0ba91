import {
  bannersIn,
  contentPagesIn,
  type ContentPages,
  type Language,
  type PublicConfig,
  type SpecialDeal,
} from '@avstore/core';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { Catalogue } from '../catalogue/catalogue';
import { publicConfig } from '../public-config';
import { SettingsStore } from './settings-store';
import { specialDeal } from './special-deal';

/**
 * The shop's settings as the storefront and the back office read them (docs/product.md §15
 * "Settings"): the public configuration made once per change of the settings.
 */
export function settingsService({
  db,
  config,
  catalogue,
  log,
}: {
  db: Db;
  config: Config;
  catalogue: Catalogue;
  log?: Logger;
}) {
  const store = new SettingsStore(db, config, log);
  /** The public configuration per language, as made at the settings' generation. */
  const made = new Map<Language, { generation: number; config: Promise<PublicConfig> }>();
  return {
    store,
    /** Counts the settings' changes heard: pages made from them are current while it stays. */
    get generation() {
      return store.generation;
    },
    /**
     * GET /api/config's answer, and the configuration pages are rendered with: Home's banners in
     * `language` where the owner translated them (issue #30).
     */
    publicConfig(language: Language = 'en'): Promise<PublicConfig> {
      const kept = made.get(language);
      if (kept?.generation === store.generation) return kept.config;
      const built = store.current().then(({ settings }) => {
        const shown = publicConfig(config, settings);
        return { ...shown, banners: bannersIn(shown.banners, language) };
      });
      made.set(language, { generation: store.generation, config: built });
      built.catch(() => {
        if (made.get(language)?.config === built) made.delete(language);
      });
      return built;
    },
    /** Home's Special Deals, as the shop's stock is now, its words in `language`. */
    specialDeal: async (language: Language = 'en'): Promise<SpecialDeal> =>
      specialDeal(db, catalogue, (await store.current()).settings, language),
    /** The About page's text and the three policies, in `language` where the owner wrote them. */
    pages: async (language: Language = 'en'): Promise<ContentPages> =>
      contentPagesIn((await store.current()).settings.pages, language),
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
