import { useCallback, useRef, useState } from 'react';
import {
  DEFAULT_COUNTRY,
  DEFAULT_DELIVERY_COUNTRIES,
  deliveryCountryIssue,
  type DeliveryMethod,
} from '@avstore/core';
import { usePublicConfig } from '../../config/public-config';
import { readUser } from '../../lib/storage';
import type { CustomerFields, FieldErrors } from './customer-values';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { prefill, type RememberedDetails } from './prefill';
import { afterCountryChange } from './recheck-postcode';
import type { useCheckoutSubmit } from './use-checkout-submit';
import { useRememberedDetails } from './use-remembered-details';

const EMPTY: CustomerFields = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  country: DEFAULT_COUNTRY,
  address: '',
  city: '',
  // No postcode preselected: it is optional in Sri Lanka, and Colombo 01's would be wrong elsewhere.
  zipCode: '',
  district: '',
};

type Submission = Pick<
  ReturnType<typeof useCheckoutSubmit>,
  'fieldErrors' | 'fieldErrorsShown' | 'setFieldErrors'
>;

/**
 * The checkout form's fields and delivery choice, for the cart's checkout and a quotation's order
 * alike (docs/product.md §2 Checkout): the signed-in shopper's e-mail and last order's details
 * filled in (never over typing), a message gone once its field changes, a new country's postcode
 * checked again, a country the shop does not deliver to said as soon as it is chosen, and the
 * first field at fault brought into view each time the messages are shown.
 */
export function useCheckoutForm(submission: Submission) {
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>();
  const [fields, setFields] = useState<CustomerFields>(() => ({ ...EMPTY, email: storedEmail() }));
  const deliveryCountries = usePublicConfig().data?.deliveryCountries ?? DEFAULT_DELIVERY_COUNTRIES;
  const countryIssue = deliveryCountryIssue(fields.country, deliveryMethod, deliveryCountries);
  const errors: FieldErrors = countryIssue
    ? { ...submission.fieldErrors, country: countryIssue }
    : submission.fieldErrors;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, submission.fieldErrorsShown);
  useRememberedDetails(
    useCallback((details: RememberedDetails) => {
      setFields((f) => prefill(f, details));
      if (details.deliveryMethod) setDeliveryMethod((m) => m ?? details.deliveryMethod!);
    }, []),
  );

  const { setFieldErrors } = submission;
  const change = (name: keyof CustomerFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    setFieldErrors((shown) => {
      const { [name]: _changed, ...rest } = shown;
      return name === 'country' ? afterCountryChange(shown, next) : rest;
    });
  };

  return { form, fields, change, errors, deliveryMethod, setDeliveryMethod, deliveryCountries };
}

function storedEmail(): string {
  const email = readUser()?.email;
  return typeof email === 'string' ? email : '';
}
