import { pictureUrl, type PublicConfig, type ShopSettings } from '@avstore/core';
import type { Config } from '../config';

/**
 * Only what the page needs at run time; nothing secret (docs/architecture.md#configuration-and-start-up).
 * The shop's details come from its settings (the back office's, the environment's at first).
 */
export function publicConfig(config: Config, settings: ShopSettings): PublicConfig {
  const { shop } = settings;
  const emailjs =
    config.EMAILJS_SERVICE_ID && config.EMAILJS_TEMPLATE_ID && config.EMAILJS_PUBLIC_KEY
      ? {
          serviceId: config.EMAILJS_SERVICE_ID,
          templateId: config.EMAILJS_TEMPLATE_ID,
          publicKey: config.EMAILJS_PUBLIC_KEY,
        }
      : null;
  return {
    shopName: shop.name,
    publicUrl: config.publicUrl,
    shopEmail: shop.email,
    shopPhone: shop.phone,
    shopAddress: shop.address,
    shopHours: shop.hours,
    deliveryCountries: config.DELIVERY_COUNTRIES,
    paymentMode: config.PAYMENT_MODE,
    cardCheckoutScriptUrl:
      config.PAYMENT_MODE === 'live' && config.MPGS_HOST
        ? `${config.MPGS_HOST.replace(/\/$/, '')}/static/checkout/checkout.min.js`
        : '/sandbox/card/checkout.min.js',
    maxLineQuantity: config.MAX_LINE_QUANTITY,
    whatsapp: shop.whatsapp,
    // A header's logo is small: a variant of the upload, not the whole picture.
    logoUrl: shop.logo ? pictureUrl(shop.logo.id, 320, 'webp') : (config.SHOP_LOGO ?? null),
    bank: settings.bank,
    bankTransferHoldMs: config.BANK_TRANSFER_TTL,
    banners: settings.home.banners,
    emailjs,
  };
}
