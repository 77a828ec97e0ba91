import {
  deliveryCountryIssue,
  deliversInSriLanka,
  type AddressFields,
  type DeliveryMethod,
} from '@avstore/core';
import { AppError } from '../../errors';

/**
 * Refuses a delivery to a country the shop does not deliver to (DELIVERY_COUNTRIES), worded as
 * a refusal of the schema's at `field` ('country', 'customer.country'), so the page shows it under
 * the country field. Store pickup, or an unknown country left to the address rules, passes.
 */
export function refuseDeliveryAbroad(
  fields: Pick<AddressFields, 'country'>,
  deliveryMethod: DeliveryMethod,
  countries: readonly string[],
  field = 'country',
): void {
  const abroad = deliveryCountryIssue(fields.country, deliveryMethod, countries);
  if (abroad) throw new AppError('invalid', `${field}: ${abroad}`, 'not_delivered');
}

/** An order's address columns: the address for a delivery (its district only in Sri Lanka), none for pickup. */
export function orderAddress(fields: AddressFields, deliveryMethod: DeliveryMethod) {
  const delivery = deliveryMethod === 'delivery';
  return {
    country: delivery ? (fields.country ?? '') : '',
    address: delivery ? (fields.address ?? '') : '',
    city: delivery ? (fields.city ?? '') : '',
    zipCode: delivery ? (fields.zipCode ?? '') : '',
    district: deliversInSriLanka(fields, deliveryMethod) ? fields.district || null : null,
  };
}
