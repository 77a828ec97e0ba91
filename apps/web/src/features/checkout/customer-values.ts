import type { CheckoutForm } from '@avstore/core';

/** The customer's text fields of the checkout form, each as typed (all strings, none missing). */
export type CustomerFields = Required<
  Pick<
    CheckoutForm,
    'email' | 'firstName' | 'lastName' | 'phone' | 'country' | 'address' | 'city' | 'zipCode'
  >
> & {
  /** One of core's DISTRICTS, or '' before one is chosen (Sri Lanka only). */
  district: string;
  /** An organisation buying and its VAT number, for the tax invoice; empty or absent: none. */
  organisation?: string;
  vatNumber?: string;
};

export type FieldErrors = Partial<Record<keyof CustomerFields, string>>;
