import type { PublicConfig } from '@avstore/core';
import type { Config } from '../config';

/** Only what the page needs at run time; nothing secret (docs/architecture.md#configuration-and-start-up). */
export function publicConfig(config: Config): PublicConfig {
  const emailjs =
    config.EMAILJS_SERVICE_ID && config.EMAILJS_TEMPLATE_ID && config.EMAILJS_PUBLIC_KEY
      ? {
          serviceId: config.EMAILJS_SERVICE_ID,
          templateId: config.EMAILJS_TEMPLATE_ID,
          publicKey: config.EMAILJS_PUBLIC_KEY,
        }
      : null;
  return {
    shopName: config.SHOP_NAME,
    publicUrl: config.publicUrl,
    shopEmail: config.SHOP_EMAIL,
    shopPhone: config.SHOP_PHONE,
    shopAddress: config.SHOP_ADDRESS,
    shopHours: config.SHOP_HOURS,
    deliveryCountries: config.DELIVERY_COUNTRIES,
    paymentMode: config.PAYMENT_MODE,
    cardCheckoutScriptUrl:
      config.PAYMENT_MODE === 'live' && config.MPGS_HOST
        ? `${config.MPGS_HOST.replace(/\/$/, '')}/static/checkout/checkout.min.js`
        : '/sandbox/card/checkout.min.js',
    maxLineQuantity: config.MAX_LINE_QUANTITY,
    whatsapp: config.SHOP_WHATSAPP ?? null,
    logoUrl: config.SHOP_LOGO ?? null,
    emailjs,
  };
}
