import { addressIssues } from '@avstore/core';
import type { CustomerFields, FieldErrors } from './customer-values';

/**
 * The messages once the country changes: the country's own dropped (the new one is judged
 * afresh), and a postcode typed or at fault checked again by the new country's rule, so a
 * foreign postcode is not held to Sri Lanka's 5 digits, nor a Sri Lankan one let through
 * unchecked (docs/product.md §5 "Checkout").
 */
export function afterCountryChange(errors: FieldErrors, fields: CustomerFields): FieldErrors {
  const { country: _country, zipCode: shown, ...rest } = errors;
  const zipCode = fields.zipCode.trim();
  if (zipCode === '' && shown === undefined) return rest;
  const issue = addressIssues({ ...fields, zipCode }, 'delivery').find(
    (i) => i.field === 'zipCode',
  );
  return issue ? { ...rest, zipCode: issue.message } : rest;
}
