import { COUNTRIES } from '../checkout/countries';
import { CHECKOUT_MESSAGES } from '../orders/messages';
import type { DeliveryMethod } from '../orders/methods';
import { isDistrict, SRI_LANKA } from './districts';
import { ADDRESS_MESSAGES } from './messages';
import { sriLankanMobile } from './phone';

/** The fields the address rules read, trimmed, as the checkout and the remembered details carry them. */
export interface AddressFields {
  phone?: string;
  country?: string;
  address?: string;
  city?: string;
  zipCode?: string;
  district?: string | null;
}

export type AddressField = keyof AddressFields;
export interface AddressIssue {
  field: AddressField;
  message: string;
}

/** Any phone: 7 to 20 digits, spaces, brackets or hyphens, an optional leading + (docs/product.md §5). */
const ANY_PHONE = /^\+?[0-9 ()-]{7,20}$/;
const POSTCODE = /^\d{5}$/;

/** Whether an order or details go to an address in Sri Lanka: delivery, with Sri Lanka chosen. */
export function deliversInSriLanka(
  fields: Pick<AddressFields, 'country'>,
  deliveryMethod: DeliveryMethod | null | undefined,
): boolean {
  return deliveryMethod === 'delivery' && fields.country === SRI_LANKA;
}

/**
 * The phone and address rules of docs/product.md §5 "Checkout", one message per field at fault.
 * A delivery in Sri Lanka needs a district from the list, a city and an address, takes an
 * optional 5-digit postcode, and a Sri Lankan mobile number; a delivery abroad needs country,
 * address, city and zip code; any other phone is checked loosely. An empty required field is
 * left to its own schema ('This field is required'), except the address's, which only delivery
 * requires. Plain code, no zod: the schemas call it, and so may a page.
 */
export function addressIssues(
  fields: AddressFields,
  deliveryMethod: DeliveryMethod | null | undefined,
): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const add = (field: AddressField, message: string) => issues.push({ field, message });
  const inSriLanka = deliversInSriLanka(fields, deliveryMethod);
  const phone = fields.phone ?? '';
  if (phone !== '') {
    if (inSriLanka) {
      if (sriLankanMobile(phone) === null) add('phone', ADDRESS_MESSAGES.invalidMobile);
    } else if (!ANY_PHONE.test(phone)) add('phone', CHECKOUT_MESSAGES.invalidPhone);
  }
  if (deliveryMethod !== 'delivery') return issues;

  if (!fields.country) add('country', CHECKOUT_MESSAGES.required);
  else if (!COUNTRIES.includes(fields.country)) add('country', CHECKOUT_MESSAGES.chooseCountry);
  if (!fields.address) add('address', CHECKOUT_MESSAGES.required);
  if (!fields.city) add('city', CHECKOUT_MESSAGES.required);
  if (inSriLanka) {
    if (!fields.district) add('district', ADDRESS_MESSAGES.chooseDistrict);
    else if (!isDistrict(fields.district)) add('district', ADDRESS_MESSAGES.unknownDistrict);
    if (fields.zipCode && !POSTCODE.test(fields.zipCode))
      add('zipCode', ADDRESS_MESSAGES.invalidPostcode);
  } else if (!fields.zipCode) add('zipCode', CHECKOUT_MESSAGES.required);
  return issues;
}
