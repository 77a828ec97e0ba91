import { formatDateTime, type BankDetails } from '@avstore/core';
import type { Config } from '../../config';

/** The shop as its mails and receipts name it (docs/product.md §14). */
export interface ShopInfo {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** When the store is open, in words: when a pickup order can be collected. */
  hours: string;
  /** WhatsApp digits with the country code ('94771234567'); null while the shop has none. */
  whatsapp?: string | null;
  url: string;
  timeZone: string;
  /** Where a bank transfer is paid to (the back office's Settings); null or absent while none. */
  bank?: BankDetails | null;
  /** The shop's VAT registration number; null or absent while it is not registered (decision 025). */
  vatNumber?: string | null;
  /** The VAT rate in percent, inside the catalogue's prices. */
  vatRate?: number;
}

export type ShopConfig = Pick<
  Config,
  | 'SHOP_NAME'
  | 'SHOP_ADDRESS'
  | 'SHOP_PHONE'
  | 'SHOP_EMAIL'
  | 'SHOP_HOURS'
  | 'SHOP_WHATSAPP'
  | 'SHOP_TIMEZONE'
  | 'publicUrl'
>;

export function shopInfo(config: ShopConfig): ShopInfo {
  return {
    name: config.SHOP_NAME,
    address: config.SHOP_ADDRESS,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    hours: config.SHOP_HOURS,
    whatsapp: config.SHOP_WHATSAPP ?? null,
    url: config.publicUrl,
    timeZone: config.SHOP_TIMEZONE,
  };
}

/** The details the owner sets in the back office (docs/product.md §15 "Settings"). */
export type ShopDetails = Pick<
  ShopInfo,
  'name' | 'address' | 'phone' | 'email' | 'hours' | 'whatsapp' | 'bank' | 'vatNumber' | 'vatRate'
>;

/**
 * The shop as it is named now, read each time a mail or document is made: services are handed
 * this rather than the environment's SHOP_NAME, so a shop renamed in the back office signs with
 * its new name at once (issue #27).
 */
export type CurrentShop = () => Promise<ShopInfo>;

/** The shop as it is named now: the back office's details over the environment's first values. */
export async function currentShopInfo(
  config: ShopConfig,
  details?: () => Promise<ShopDetails>,
): Promise<ShopInfo> {
  const shop = shopInfo(config);
  if (!details) return shop;
  const { name, address, phone, email, hours, whatsapp, bank, vatNumber, vatRate } =
    await details();
  return { ...shop, name, address, phone, email, hours, whatsapp, bank, vatNumber, vatRate };
}

/** A moment in the shop's own time zone, as the store writes dates (docs/product.md §9). */
export const shopDate = (shop: ShopInfo, date: Date) => formatDateTime(date, shop.timeZone);
