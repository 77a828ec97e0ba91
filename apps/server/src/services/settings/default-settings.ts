import {
  DEFAULT_BANNERS,
  DEFAULT_PAGES,
  DEFAULT_SPECIAL_DEAL,
  DEFAULT_VAT_RATE,
  ShopSettingsSchema,
  type ShopSettings,
} from '@avstore/core';
import type { Config } from '../../config';

export type SettingsDefaults = Pick<
  Config,
  'SHOP_NAME' | 'SHOP_EMAIL' | 'SHOP_PHONE' | 'SHOP_ADDRESS' | 'SHOP_HOURS' | 'SHOP_WHATSAPP'
>;

/**
 * The settings before the owner saves any: the environment's shop details (its variables are only
 * first defaults, docs/product.md §15 "Settings") and the store's own words.
 */
export function defaultSettings(config: SettingsDefaults): ShopSettings {
  return {
    shop: {
      name: config.SHOP_NAME,
      logo: null,
      address: config.SHOP_ADDRESS,
      phone: config.SHOP_PHONE,
      email: config.SHOP_EMAIL,
      hours: config.SHOP_HOURS,
      whatsapp: config.SHOP_WHATSAPP ?? null,
      vatNumber: null,
      vatRate: DEFAULT_VAT_RATE,
    },
    bank: null,
    home: { banners: DEFAULT_BANNERS, specialDeal: DEFAULT_SPECIAL_DEAL },
    pages: DEFAULT_PAGES,
  };
}

/**
 * The stored settings over the defaults, part by part: a part that no longer reads (a field a
 * later version added) falls back to its default rather than failing the shop.
 */
export function storedOverDefaults(stored: unknown, defaults: ShopSettings): ShopSettings {
  const whole = ShopSettingsSchema.safeParse(stored);
  if (whole.success) return whole.data;
  const parts = (stored ?? {}) as Record<string, unknown>;
  const part = <K extends keyof ShopSettings>(key: K): ShopSettings[K] => {
    const read = ShopSettingsSchema.shape[key].safeParse(parts[key]);
    return read.success ? (read.data as ShopSettings[K]) : defaults[key];
  };
  return { shop: part('shop'), bank: part('bank'), home: part('home'), pages: part('pages') };
}
