import { toCents } from '../pricing/money';
import { SRI_LANKA } from './districts';
import type { DeliveryMethod } from '../orders/methods';

/** The shop's delivery rates in cents: a charge per district (0 when absent) and the free threshold. */
export interface DeliveryRatesCents {
  /** By district name; a district not listed pays nothing. */
  chargesCents: Readonly<Record<string, number>>;
  /** Goods at or above this (after promos) pay no delivery; null: delivery is never free. */
  freeThresholdCents: number | null;
  /** How long a delivery takes, by district, where the shop has said ('1-2 working days'). */
  deliveryTimes?: Readonly<Record<string, string>>;
}

/** The rates as the API carries them (rupees): GET /api/delivery/charges. */
export interface DeliveryRates {
  charges: readonly { district: string; charge: number; deliveryTime?: string | null }[];
  freeThreshold: number | null;
}

/** No charge anywhere: a shop that has set nothing. */
export const NO_DELIVERY_CHARGES: DeliveryRatesCents = {
  chargesCents: {},
  freeThresholdCents: null,
};

/** The rates read from the API, in cents, as deliveryChargeCents takes them. */
export function deliveryRatesInCents(rates: DeliveryRates): DeliveryRatesCents {
  return {
    chargesCents: Object.fromEntries(rates.charges.map((c) => [c.district, toCents(c.charge)])),
    freeThresholdCents: rates.freeThreshold === null ? null : toCents(rates.freeThreshold),
    deliveryTimes: Object.fromEntries(
      rates.charges.flatMap((c) => (c.deliveryTime ? [[c.district, c.deliveryTime]] : [])),
    ),
  };
}

/** What an order's delivery charge depends on. */
export interface DeliveryChargeInput {
  deliveryMethod: DeliveryMethod | undefined;
  country?: string;
  district?: string | null;
  /** The goods' total after promos, in cents: the sum of the lines. */
  goodsCents: number;
}

/**
 * The delivery charge of an order in cents (docs/product.md §11 "Delivery charge"): the shop's
 * charge for the district, or nothing for store pickup, for goods reaching the free threshold,
 * for a district the shop has not priced, and outside Sri Lanka (priced by the shop in person).
 * The page shows it and the server charges it with this one function.
 */
export function deliveryChargeCents(order: DeliveryChargeInput, rates: DeliveryRatesCents): number {
  if (order.deliveryMethod !== 'delivery') return 0;
  if (order.country !== SRI_LANKA || !order.district) return 0;
  const { freeThresholdCents } = rates;
  if (freeThresholdCents !== null && order.goodsCents >= freeThresholdCents) return 0;
  const charge = Object.hasOwn(rates.chargesCents, order.district)
    ? rates.chargesCents[order.district]
    : undefined;
  return charge ?? 0;
}
