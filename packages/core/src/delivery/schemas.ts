import { z } from '../zod';
import { text } from '../text';
import { DeliveryMethodSchema } from '../orders/methods';
import { CHECKOUT_MESSAGES } from '../orders/messages';
import { MAX_ORDER_TOTAL } from '../pricing/money';
import { addressIssues } from './address';
import { DISTRICTS, isDistrict } from './districts';
import { DELIVERY_MESSAGES, MAX_DELIVERY_CHARGE, MAX_DELIVERY_TIME } from './messages';
import { normalisePhone } from './phone';

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount the shop sets on its delivery screen, in rupees with at most two decimals. */
const amount = (max: number, tooLarge: string) =>
  z
    .number({ message: DELIVERY_MESSAGES.enterAmount })
    .nonnegative({ message: DELIVERY_MESSAGES.negative })
    .max(max, { message: tooLarge })
    .refine(twoDecimals, { message: DELIVERY_MESSAGES.twoDecimals });

/**
 * How long a delivery to a district takes, as the shop words it ('1-2 working days', 'Next day'):
 * a time in days, so the checkout can show it beside the charge. Empty or null: none said.
 */
const deliveryTime = text()
  .trim()
  .max(MAX_DELIVERY_TIME, { message: DELIVERY_MESSAGES.deliveryTimeTooLong })
  .refine((t) => t === '' || /\bdays?\b/i.test(t), { message: DELIVERY_MESSAGES.deliveryTime });

/** A district's delivery charge as the API carries it; 0 for a district the shop has not priced. */
export const DistrictChargeSchema = z.object({
  district: z.string(),
  province: z.string(),
  charge: z.number(),
  /** How long a delivery there takes ('1-2 working days'); null where the shop has said none. */
  deliveryTime: z.string().nullable(),
});
export type DistrictCharge = z.infer<typeof DistrictChargeSchema>;

/**
 * The shop's delivery rates (GET /api/delivery/charges and the back office's screen): every
 * district in DISTRICTS' order, and the free-delivery threshold (null: never free).
 */
export const DeliveryRatesSchema = z.object({
  charges: z.array(DistrictChargeSchema),
  freeThreshold: z.number().nullable(),
});
export type DeliveryRatesAnswer = z.infer<typeof DeliveryRatesSchema>;

/**
 * PUT /api/admin/delivery: the charges and delivery times to keep (a district left out pays
 * nothing and has no time said) and the threshold. Each district once, spelt as DISTRICTS spells it.
 */
export const UpdateDeliveryRatesRequestSchema = z
  .object({
    charges: z
      .array(
        z.object({
          district: text().trim().max(40),
          charge: amount(MAX_DELIVERY_CHARGE, DELIVERY_MESSAGES.tooLarge),
          deliveryTime: deliveryTime.nullable().optional(),
        }),
      )
      .max(DISTRICTS.length),
    freeThreshold: amount(MAX_ORDER_TOTAL, DELIVERY_MESSAGES.thresholdTooLarge)
      // Above 0 once in whole cents, as stored: 1e-73 is a number above 0, but 0 cents.
      .refine((n) => Math.round(n * 100) > 0, { message: DELIVERY_MESSAGES.thresholdPositive })
      .nullable(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.charges.forEach(({ district }, i) => {
      const message = !isDistrict(district)
        ? DELIVERY_MESSAGES.unknownDistrict(district)
        : seen.has(district)
          ? DELIVERY_MESSAGES.twice(district)
          : undefined;
      if (message) ctx.addIssue({ code: 'custom', path: ['charges', i, 'district'], message });
      seen.add(district);
    });
  });
export type UpdateDeliveryRatesRequest = z.input<typeof UpdateDeliveryRatesRequestSchema>;

const required = (max: number) =>
  text({ message: CHECKOUT_MESSAGES.required })
    .trim()
    .min(1, { message: CHECKOUT_MESSAGES.required })
    .max(max, { message: `Use at most ${max} characters` });

/** The delivery fields a checkout sends and an account remembers (docs/product.md §3), checks aside. */
export const deliveryFieldsShape = {
  firstName: required(80),
  lastName: required(80),
  /** A Sri Lankan mobile number is kept in its one form (+94771234567), whatever the country. */
  phone: required(30).overwrite(normalisePhone),
  country: text().trim().max(80).optional().default(''),
  address: text().trim().max(200).optional().default(''),
  city: text().trim().max(80).optional().default(''),
  zipCode: text().trim().max(20).optional().default(''),
  /** One of DISTRICTS, for a delivery in Sri Lanka; ignored otherwise. */
  district: text().trim().max(40).nullable().optional(),
};

/**
 * A signed-in shopper's last delivery details (GET and PUT /api/auth/delivery-details), checked
 * by the checkout's rules for its delivery method.
 */
export const DeliveryDetailsSchema = z
  .object({ ...deliveryFieldsShape, deliveryMethod: DeliveryMethodSchema.nullable().optional() })
  .superRefine((d, ctx) => {
    for (const issue of addressIssues(d, d.deliveryMethod))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type DeliveryDetailsInput = z.input<typeof DeliveryDetailsSchema>;
export type DeliveryDetails = z.output<typeof DeliveryDetailsSchema>;
/** PUT /api/auth/delivery-details. */
export const SaveDeliveryDetailsRequestSchema = DeliveryDetailsSchema;

/** The remembered details as read back; null before the first order or save. */
export const DeliveryDetailsResponseSchema = z.object({
  details: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      country: z.string(),
      address: z.string(),
      city: z.string(),
      zipCode: z.string(),
      district: z.string().nullable(),
      deliveryMethod: DeliveryMethodSchema.nullable(),
    })
    .nullable(),
});
export type DeliveryDetailsResponse = z.infer<typeof DeliveryDetailsResponseSchema>;
