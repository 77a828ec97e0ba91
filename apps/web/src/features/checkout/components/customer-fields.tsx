import { deliversInSriLanka } from '@avstore/core';
import { TextField } from '../../../components/form-fields';
import { useCheckoutT, useCheckoutText } from '../../../i18n/checkout';
import type { CustomerFields, FieldErrors } from '../customer-values';
import { AddressFields } from './address-fields';
import { OrganisationFields } from './organisation-fields';

interface CustomerFieldsProps {
  values: CustomerFields;
  errors: FieldErrors;
  withAddress: boolean;
  /** The organisation buying, asked unless it is known already (a quotation's order names it). */
  withOrganisation?: boolean;
  onChange: (field: keyof CustomerFields, value: string) => void;
}

/**
 * The customer's details; the address only for delivery (docs/product.md §2 Checkout); the
 * organisation buying, optional (a quotation's order has it from the quotation).
 */
export function CustomerFieldset({
  values,
  errors,
  withAddress,
  withOrganisation = true,
  onChange,
}: CustomerFieldsProps) {
  const t = useCheckoutT();
  const known = useCheckoutText();
  const field = (
    name: keyof CustomerFields,
    label: string,
    autoComplete: string,
    type = 'text',
    hint?: string,
  ) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={known(errors[name])}
      hint={hint}
      onChange={(e) => onChange(name, e.target.value)}
    />
  );
  // A delivery in Sri Lanka is called on a Sri Lankan mobile (core's addressIssues).
  const mobile = withAddress && deliversInSriLanka(values, 'delivery');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{t('details')}</legend>
      <div className="sm:col-span-2">{field('email', t('field.email'), 'email', 'email')}</div>
      {field('firstName', t('field.firstName'), 'given-name')}
      {field('lastName', t('field.lastName'), 'family-name')}
      <div className="sm:col-span-2">
        {field(
          'phone',
          t('field.phone'),
          'tel',
          'tel',
          mobile ? t('delivery.mobileHint') : undefined,
        )}
      </div>
      {withAddress ? <AddressFields values={values} errors={errors} onChange={onChange} /> : null}
      {withOrganisation ? (
        <OrganisationFields values={values} errors={errors} onChange={onChange} />
      ) : null}
    </fieldset>
  );
}
