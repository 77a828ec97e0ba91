import type { DeliveryMethod } from '../orders/methods';
import { COUNTRIES } from './countries';

/**
 * The countries the shop delivers to when DELIVERY_COUNTRIES says nothing: its Terms say Sri
 * Lanka only. The checkout still lists every country of COUNTRIES (docs/product.md §9).
 */
export const DEFAULT_DELIVERY_COUNTRIES: readonly string[] = ['Sri Lanka'];

/** 'Sri Lanka', 'Sri Lanka and India', 'Sri Lanka, India and Maldives'. */
function listed(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The refusal of a delivery elsewhere, naming where the shop delivers. */
export const deliverOnlyToMessage = (countries: readonly string[]): string =>
  `We deliver only to ${listed(countries)}`;

/** The checkout's Delivery choice in words: 'To your address, anywhere in Sri Lanka', or the list. */
export const deliveryChoiceText = (countries: readonly string[]): string =>
  countries.length === 1
    ? `To your address, anywhere in ${countries[0]}`
    : `To your address in ${listed(countries)}`;

/**
 * DELIVERY_COUNTRIES read: comma-separated names of COUNTRIES, in any case, each given as
 * COUNTRIES spells it; the names it does not know otherwise, so the start can refuse them.
 */
export function parseDeliveryCountries(
  setting: string,
): { countries: string[] } | { unknown: string[] } {
  const names = setting
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const known = names.map((n) => COUNTRIES.find((c) => c.toLowerCase() === n.toLowerCase()));
  const unknown = names.filter((_, i) => !known[i]);
  if (unknown.length > 0 || names.length === 0) return { unknown };
  return { countries: [...new Set(known as string[])] };
}

/**
 * Why an order cannot go to `country`, or undefined: store pickup, an unchosen or unknown
 * country (left to the address rules), or a country the shop delivers to. Cash on delivery is
 * then only ever offered where the shop delivers.
 */
export function deliveryCountryIssue(
  country: string | undefined,
  deliveryMethod: DeliveryMethod | null | undefined,
  countries: readonly string[],
): string | undefined {
  if (deliveryMethod !== 'delivery' || !country || !COUNTRIES.includes(country)) return undefined;
  return countries.includes(country) ? undefined : deliverOnlyToMessage(countries);
}
