import { useId, type ReactNode } from 'react';
import { citySuggestions, COUNTRIES, PROVINCES, SRI_LANKA } from '@avstore/core';
import { Field, TextField } from '../../../components/form-fields';
import { useCheckoutT, useCheckoutText, type CheckoutKey } from '../../../i18n/checkout';
import { useScreenLanguage } from '../../../i18n/common';
import type { CustomerFields, FieldErrors } from '../customer-values';

interface AddressFieldsProps {
  values: CustomerFields;
  errors: FieldErrors;
  onChange: (field: keyof CustomerFields, value: string) => void;
}

const selectClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const wide = (node: ReactNode) => <div className="sm:col-span-2">{node}</div>;

/**
 * The delivery address (docs/product.md §2 Checkout). In Sri Lanka: the district (grouped by
 * province), the city with the district's towns suggested, the address and an optional postcode;
 * elsewhere the free-text form: address, city and zip code.
 */
export function AddressFields({ values, errors: englishErrors, onChange }: AddressFieldsProps) {
  const t = useCheckoutT();
  const known = useCheckoutText();
  const errors = Object.fromEntries(
    Object.entries(englishErrors).map(([field, message]) => [field, known(message)]),
  ) as FieldErrors;
  const text = (name: keyof CustomerFields, label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => onChange(name, e.target.value)}
    />
  );
  const countries = useCountryOptions();
  const country = (
    <Select
      label={t('field.country')}
      value={values.country}
      error={errors.country}
      autoComplete="country-name"
      onChange={(v) => onChange('country', v)}
    >
      {countries.map(({ value, name }) => (
        <option key={value} value={value}>
          {name}
        </option>
      ))}
    </Select>
  );
  if (values.country !== SRI_LANKA)
    return (
      <>
        {wide(country)}
        {wide(text('address', t('field.address'), 'street-address'))}
        {text('city', t('field.city'), 'address-level2')}
        {text('zipCode', t('field.zipCode'), 'postal-code')}
      </>
    );
  return (
    <>
      {wide(country)}
      <Select
        label={t('field.district')}
        value={values.district}
        error={errors.district}
        autoComplete="address-level1"
        onChange={(v) => onChange('district', v)}
      >
        <option value="">{t('field.chooseDistrict')}</option>
        {PROVINCES.map((province) => (
          <optgroup
            key={province.name}
            label={t('field.province', { province: t(`province.${province.name}`) })}
          >
            {province.districts.map((d) => (
              <option key={d} value={d}>
                {t(`district.${d}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <CityField
        value={values.city}
        error={errors.city}
        district={values.district}
        onChange={(v) => onChange('city', v)}
      />
      {wide(text('address', t('field.address'), 'street-address'))}
      <TextField
        label={t('field.postcode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        value={values.zipCode}
        error={errors.zipCode}
        onChange={(e) => onChange('zipCode', e.target.value)}
      />
    </>
  );
}

/**
 * The countries in the page's language, their English names sent (the spec's order body): Sri
 * Lanka first, the rest in the alphabetical order of the language read (docs/product.md §9). The
 * names are the catalogue's, CLDR's as Node gives them: Chromium has no Sinhala region names, so
 * `Intl.DisplayNames` could not be asked in the browser (countries.test.tsx).
 */
function useCountryOptions(): { value: string; name: string }[] {
  const t = useCheckoutT();
  const language = useScreenLanguage();
  const named = COUNTRIES.map((value) => ({ value, name: t(`country.${value}` as CheckoutKey) }));
  if (language === 'en') return named;
  const collator = new Intl.Collator(language);
  const [first, ...rest] = named;
  return [first!, ...rest.sort((a, b) => collator.compare(a.name, b.name))];
}

/** The city as typed, with the chosen district's towns offered (a datalist). */
function CityField({
  value,
  error,
  district,
  onChange,
}: {
  value: string;
  error?: string;
  district: string;
  onChange: (v: string) => void;
}) {
  const listId = useId();
  const towns = citySuggestions(district);
  const t = useCheckoutT();
  return (
    <div>
      <TextField
        label={t('field.city')}
        autoComplete="address-level2"
        list={towns.length > 0 ? listId : undefined}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={listId}>
        {towns.map((town) => (
          <option key={town} value={town} />
        ))}
      </datalist>
    </div>
  );
}

function Select({
  label,
  value,
  error,
  autoComplete,
  onChange,
  children,
}: {
  label: string;
  value: string;
  error?: string;
  autoComplete: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Field
      label={label}
      error={error}
      control={({ id, describedBy }) => (
        <select
          id={id}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={selectClass}
        >
          {children}
        </select>
      )}
    />
  );
}
