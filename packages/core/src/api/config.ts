import { BankDetailsSchema, BannerSchema } from '../settings/shop-settings';
import { z } from '../zod';

/** What GET /api/config gives the page at run time (docs/architecture.md#configuration-and-start-up). */
export const PublicConfigSchema = z.object({
  shopName: z.string(),
  /** The shop's address on the internet (PUBLIC_URL), for links shared from a page. */
  publicUrl: z.string(),
  shopEmail: z.string(),
  shopPhone: z.string(),
  shopAddress: z.string(),
  /** When the store is open, in words (SHOP_HOURS): where and when a pickup order is collected. */
  shopHours: z.string(),
  /** The countries the shop delivers to (DELIVERY_COUNTRIES); the checkout refuses others. */
  deliveryCountries: z.array(z.string()),
  paymentMode: z.enum(['sandbox', 'live']),
  cardCheckoutScriptUrl: z.string(),
  /** The most units one order line may take (MAX_LINE_QUANTITY). */
  maxLineQuantity: z.number().int().positive(),
  /** The shop's WhatsApp number, digits only with the country code, or null when it has none. */
  whatsapp: z.string().nullable(),
  /** The shop's own logo (SHOP_LOGO), shown in place of the wordmark drawn from its name; or null. */
  logoUrl: z.string().nullable(),
  /** Where a bank transfer is paid to (the back office's Settings), or null. */
  bank: BankDetailsSchema.nullable(),
  /** How long a bank-transfer order holds its stock for the payment (BANK_TRANSFER_TTL), in ms. */
  bankTransferHoldMs: z.number().int().positive(),
  /** Home's banners (the back office's Home content). */
  banners: z.array(BannerSchema),
  emailjs: z
    .object({ serviceId: z.string(), templateId: z.string(), publicKey: z.string() })
    .nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
