import {
  CheckoutFormSchema,
  deliveryCountryIssue,
  type CheckoutForm,
  type CheckoutFormData,
} from '@avstore/core';
import type { CustomerFields, FieldErrors } from './customer-values';

/**
 * The checkout form checked with the core schema and where the shop delivers: the data to send,
 * or the first message of each field at fault. Loaded when an order is placed, so the checkout
 * page shows without the validation library.
 */
export function validateCheckout(
  form: CheckoutForm,
  deliveryCountries: readonly string[],
): { data: CheckoutFormData } | { errors: FieldErrors } {
  const parsed = CheckoutFormSchema.safeParse(form);
  const abroad = deliveryCountryIssue(form.country, form.deliveryMethod, deliveryCountries);
  if (parsed.success && !abroad) return { data: parsed.data };
  const errors: FieldErrors = abroad ? { country: abroad } : {};
  for (const issue of parsed.error?.issues ?? [])
    errors[issue.path[0] as keyof CustomerFields] ??= issue.message;
  return { errors };
}
