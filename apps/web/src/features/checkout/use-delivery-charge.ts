import {
  cartTotalCents,
  deliveryChargeCents,
  NO_DELIVERY_CHARGES,
  SRI_LANKA,
  type Cart,
  type DeliveryMethod,
} from '@avstore/core';
import { useDeliveryRates } from './api/get-delivery-rates';
import type { CustomerFields } from './customer-values';

/** What the order summary says of the delivery. */
export type DeliveryLine =
  | {
      kind: 'charge';
      cents: number;
      free: boolean;
      freeFromCents: number | null;
      /** How long the delivery takes, where the shop has said for the district. */
      time: string | null;
    }
  | { kind: 'choose-district' }
  | { kind: 'loading' }
  | { kind: 'unavailable' };

/**
 * The order's delivery charge as the server will compute it (core's deliveryChargeCents over
 * the shop's rates): `cents` is undefined while it cannot be known yet (the rates loading or
 * failed), and the order must then wait. Pickup pays nothing and shows no line.
 */
export function useDeliveryCharge(
  cart: Cart,
  fields: Pick<CustomerFields, 'country' | 'district'>,
  deliveryMethod: DeliveryMethod | undefined,
): { cents: number | undefined; line: DeliveryLine | undefined } {
  const delivery = deliveryMethod === 'delivery';
  const rates = useDeliveryRates(delivery);
  if (!delivery) return { cents: 0, line: undefined };
  const goodsCents = cartTotalCents(cart);
  const order = { ...fields, deliveryMethod, goodsCents };
  if (fields.country === SRI_LANKA) {
    if (!fields.district) return { cents: 0, line: { kind: 'choose-district' } };
    if (rates.isError) return { cents: undefined, line: { kind: 'unavailable' } };
    if (!rates.data) return { cents: undefined, line: { kind: 'loading' } };
  }
  const known = rates.data ?? NO_DELIVERY_CHARGES;
  const cents = deliveryChargeCents(order, known);
  const freeFromCents = fields.country === SRI_LANKA ? known.freeThresholdCents : null;
  const free = freeFromCents !== null && goodsCents >= freeFromCents;
  const time = (fields.district && known.deliveryTimes?.[fields.district]) || null;
  return { cents, line: { kind: 'charge', cents, free, freeFromCents, time } };
}
