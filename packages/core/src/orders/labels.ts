// How orders read to people, the same in the shop and the back office.

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  koko: 'KOKO',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  delivery: 'Delivery',
  pickup: 'Store Pickup',
};

/** 'pending' → 'Pending'. */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : text;
}

/** A payment or delivery method as people say it; unknown values are capitalised. */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return 'N/A';
  return METHOD_LABELS[method.toLowerCase()] ?? capitalise(method);
}

/** The name and address parts of an order's customer, any of which may be missing. */
export interface CustomerParts {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
  zipCode?: string | null;
  district?: string | null;
}

/** First and last name, skipping blanks. */
export function customerName(customer: CustomerParts | null | undefined): string {
  return [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
}

/**
 * Street, city, district, country and zip code on one line, skipping the parts that are empty
 * and a district named as its city is (Colombo, Colombo).
 */
export function addressLine(customer: CustomerParts | null | undefined): string {
  const place = [customer?.country, customer?.zipCode].filter(Boolean).join(' ');
  const district = customer?.district === customer?.city ? null : customer?.district;
  return [customer?.address, customer?.city, district, place].filter(Boolean).join(', ');
}
