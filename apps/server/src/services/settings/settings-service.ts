import type { ContentPages, PublicConfig, SpecialDeal } from '@avstore/core';
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
  let made: { generation: number; config: Promise<PublicConfig> } | undefined;
  return {
    store,
    /** Counts the settings' changes heard: pages made from them are current while it stays. */
    get generation() {
      return store.generation;
    },
    /** GET /api/config's answer, and the configuration pages are rendered with. */
    publicConfig(): Promise<PublicConfig> {
      if (made?.generation !== store.generation) {
        const built = store.current().then(({ settings }) => publicConfig(config, settings));
        made = { generation: store.generation, config: built };
        built.catch(() => {
          if (made?.config === built) made = undefined;
        });
      }
      return made.config;
    },
    /** Home's Special Deals, as the shop's stock is now. */
    specialDeal: async (): Promise<SpecialDeal> =>
      specialDeal(db, catalogue, (await store.current()).settings),
    /** The About page's text and the three policies. */
    pages: async (): Promise<ContentPages> => (await store.current()).settings.pages,
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
