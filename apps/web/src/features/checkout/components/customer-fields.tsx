import { useId } from 'react';
import { COUNTRIES, type CheckoutForm } from '@avstore/core';
import { TextField } from '../../../components/form-fields';

/** The customer's text fields of the checkout form, each as typed (all strings, none missing). */
export type CustomerFields = Required<
  Pick<
    CheckoutForm,
    'email' | 'firstName' | 'lastName' | 'phone' | 'country' | 'address' | 'city' | 'zipCode'
  >
>;

export type FieldErrors = Partial<Record<keyof CustomerFields, string>>;

interface CustomerFieldsProps {
  values: CustomerFields;
  errors: FieldErrors;
  withAddress: boolean;
  onChange: (field: keyof CustomerFields, value: string) => void;
}

/** The customer's details; the address only for delivery (docs/product.md §2 Checkout). */
export function CustomerFieldset({ values, errors, withAddress, onChange }: CustomerFieldsProps) {
  const field = (
    name: keyof CustomerFields,
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => onChange(name, e.target.value)}
    />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">Your details</legend>
      <div className="sm:col-span-2">{field('email', 'Email', 'email', 'email')}</div>
      {field('firstName', 'First name', 'given-name')}
      {field('lastName', 'Last name', 'family-name')}
      <div className="sm:col-span-2">{field('phone', 'Phone', 'tel', 'tel')}</div>
      {withAddress ? (
        <>
          <div className="sm:col-span-2">
            <CountrySelect
              value={values.country}
              error={errors.country}
              onChange={(v) => onChange('country', v)}
            />
          </div>
          <div className="sm:col-span-2">{field('address', 'Address', 'street-address')}</div>
          {field('city', 'City', 'address-level2')}
          {field('zipCode', 'Zip code', 'postal-code')}
        </>
      ) : null}
    </fieldset>
  );
}

function CountrySelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Country
      </label>
      <select
        id={id}
        value={value}
        autoComplete="country-name"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
      >
        {COUNTRIES.map((country) => (
          <option key={country}>{country}</option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
