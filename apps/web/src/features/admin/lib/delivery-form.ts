import {
  DISTRICTS,
  UpdateDeliveryRatesRequestSchema,
  type DeliveryRatesAnswer,
  type UpdateDeliveryRatesRequest,
} from '@avstore/core';

/** The delivery screen as typed: a charge and a delivery time per district, and the threshold. */
export interface DeliveryFormValues {
  charges: Record<string, string>;
  times: Record<string, string>;
  freeThreshold: string;
}

/** Which field a message belongs under: a district's charge, its time (timeField), or the threshold. */
export type DeliveryFormErrors = Partial<Record<string, string>>;
export const THRESHOLD = 'freeThreshold';
/** The key of a district's delivery time among the form's messages. */
export const timeField = (district: string) => `${district} time`;

const text = (rupees: number) => (rupees === 0 ? '' : String(rupees));
/** An empty box is nothing: no charge, or no threshold. Anything else must read as a number. */
const amount = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));

export function formValues(rates: DeliveryRatesAnswer): DeliveryFormValues {
  return {
    charges: Object.fromEntries(rates.charges.map((c) => [c.district, text(c.charge)])),
    times: Object.fromEntries(rates.charges.map((c) => [c.district, c.deliveryTime ?? ''])),
    freeThreshold: rates.freeThreshold === null ? '' : String(rates.freeThreshold),
  };
}

/**
 * The request the form makes, checked by core's schema as the server checks it: the body to
 * send, or each message under its field (a district's name, or THRESHOLD).
 */
export function deliveryRequest(
  values: DeliveryFormValues,
): { body: UpdateDeliveryRatesRequest } | { errors: DeliveryFormErrors } {
  const body = {
    charges: DISTRICTS.map((district) => ({
      district,
      charge: amount(values.charges[district] ?? '') ?? 0,
      deliveryTime: (values.times[district] ?? '').trim() || null,
    })),
    freeThreshold: amount(values.freeThreshold),
  };
  const parsed = UpdateDeliveryRatesRequestSchema.safeParse(body);
  if (parsed.success) return { body };
  const errors: DeliveryFormErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, index, name] = issue.path;
    const district = first === 'charges' ? DISTRICTS[index as number] : undefined;
    const field = !district ? THRESHOLD : name === 'deliveryTime' ? timeField(district) : district;
    errors[field] ??= issue.message;
  }
  return { errors };
}
