import type { DeliveryDetailsResponse } from '@avstore/core';
import type { CustomerFields } from './customer-values';

export type RememberedDetails = NonNullable<DeliveryDetailsResponse['details']>;

const FILLED = ['firstName', 'lastName', 'phone', 'address', 'city', 'zipCode'] as const;

/**
 * The form with the shopper's remembered details in every field still empty: what was typed
 * before they arrived stays. The country replaces the preselected one unless a district or an
 * address has been chosen or typed already.
 */
export function prefill(fields: CustomerFields, details: RememberedDetails): CustomerFields {
  const next = { ...fields };
  for (const name of FILLED) if (!next[name].trim()) next[name] = details[name];
  const addressStarted = fields.district !== '' || fields.address.trim() !== '';
  if (!addressStarted && details.country) {
    next.country = details.country;
    next.district = details.district ?? '';
  }
  return next;
}
