import {
  DEFAULT_BANNERS,
  DEFAULT_PAGES,
  DEFAULT_SPECIAL_DEAL,
  type ShopSettingsAnswer,
} from '@avstore/core';
import type { Request } from './stub-api';

/** Where the back office reads and saves the shop's settings. */
export const SETTINGS_PATH = '/api/admin/settings';

/**
 * The shop's settings as GET /api/admin/settings answers them: the shop's details, no bank
 * account, not registered for VAT, and the default Home and pages.
 */
export function makeShopSettings({
  version = 1,
  shop,
}: { version?: number; shop?: Partial<ShopSettingsAnswer['shop']> } = {}): ShopSettingsAnswer {
  return {
    version,
    updatedAt: null,
    shop: {
      name: 'Lanka Pro Audio',
      logo: null,
      address: 'No. 42, Galle Road, Colombo 03',
      phone: '+94 11 234 5678',
      email: 'hello@lankaproaudio.lk',
      hours: 'Monday to Saturday, 9.00 am to 6.00 pm',
      whatsapp: null,
      vatNumber: null,
      vatRate: 18,
      ...shop,
    },
    bank: null,
    home: { banners: DEFAULT_BANNERS, specialDeal: DEFAULT_SPECIAL_DEAL },
    pages: DEFAULT_PAGES,
  };
}

/** PUT /api/admin/settings as the server answers a save: what was sent, one version on. */
export const savedSettings = (request: Request) => {
  const sent = request.body as { version: number };
  return {
    status: 200,
    body: { ...sent, version: sent.version + 1, updatedAt: '2026-11-27T04:00:00.000Z' },
  };
};
