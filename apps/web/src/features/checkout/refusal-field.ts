import type { CustomerFields } from './customer-values';

const FIELDS: readonly (keyof CustomerFields)[] = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'country',
  'district',
  'address',
  'city',
  'zipCode',
];

/**
 * The field a server's refusal is about, when it names one of the form's ('customer.country: We
 * deliver only to Sri Lanka' from the cart's order, 'country: …' from a quotation's, as the
 * server words a field at fault): shown under that field rather than above the form.
 */
export function refusalField(
  message: string,
): { field: keyof CustomerFields; message: string } | undefined {
  const match = /^(?:customer\.)?(\w+): (.+)$/.exec(message);
  const field = FIELDS.find((f) => f === match?.[1]);
  return field && match ? { field, message: match[2]! } : undefined;
}
