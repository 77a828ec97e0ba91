import { useState } from 'react';
import { TextField } from '../../../components/form-fields';
import { useCheckoutT, useCheckoutText } from '../../../i18n/checkout';
import type { CustomerFields, FieldErrors } from '../customer-values';

interface OrganisationFieldsProps {
  values: CustomerFields;
  errors: FieldErrors;
  onChange: (field: keyof CustomerFields, value: string) => void;
}

/** Wider than a phone (Tailwind's sm): the part is open from the start. */
const wide = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 640px)').matches;

/**
 * An organisation buying, and its VAT number, for the tax invoice (decision 025): both optional,
 * folded on a phone under 'Buying for an organisation?', open when filled in or at fault.
 */
export function OrganisationFields({ values, errors, onChange }: OrganisationFieldsProps) {
  const [open, setOpen] = useState(
    () => wide() || Boolean(values.organisation || values.vatNumber),
  );
  const t = useCheckoutT();
  const known = useCheckoutText();
  const shown = open || Boolean(errors.organisation || errors.vatNumber);
  return (
    <details open={shown} onToggle={(e) => setOpen(e.currentTarget.open)} className="sm:col-span-2">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        {t('organisation.open')}
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('organisation.name')}
          autoComplete="organization"
          value={values.organisation ?? ''}
          error={known(errors.organisation)}
          onChange={(e) => onChange('organisation', e.target.value)}
        />
        <TextField
          label={t('organisation.vat')}
          hint={t('organisation.vatHint')}
          value={values.vatNumber ?? ''}
          error={known(errors.vatNumber)}
          onChange={(e) => onChange('vatNumber', e.target.value)}
        />
      </div>
    </details>
  );
}
