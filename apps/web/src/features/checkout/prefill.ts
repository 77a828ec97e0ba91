import type { DeliveryDetailsResponse } from '@avstore/core';
import type { CustomerFields } from './customer-values';

export type RememberedDetails = NonNullable<DeliveryDetailsResponse['details']>;

const FILLED = ['firstName', 'lastName', 'phone', 'address', 'city'] as const;

/**
 * The form with the shopper's remembered details in every field still empty: what was typed
 * before they arrived stays. The country replaces the preselected one unless a district or an
 * address has been chosen or typed already. A postcode belongs to its country: it is filled
 * only into the form of that country, so a foreign one never meets Sri Lanka's 5-digit rule.
 */
export function prefill(fields: CustomerFields, details: RememberedDetails): CustomerFields {
  const next = { ...fields };
  for (const name of FILLED) if (!next[name].trim()) next[name] = details[name];
  const addressStarted = fields.district !== '' || fields.address.trim() !== '';
  if (!addressStarted && details.country) {
    next.country = details.country;
    next.district = details.district ?? '';
  }
  if (!next.zipCode.trim() && next.country === details.country) next.zipCode = details.zipCode;
  return next;
}
